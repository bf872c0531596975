import "server-only";
import type { UserContext } from "@/server/http/context";
import { getPermissionKeys } from "./get-permission-keys";

/** POST /api/rbac/getPermissionsFromSession */
export async function getPermissionsFromSession(ctx: UserContext) {
  return {
    permissions: await getPermissionKeys(ctx.principal),
    lastSyncAt: new Date().toISOString(),
    isUserSuperAdmin: ctx.principal.isSuperAdmin,
  };
}
