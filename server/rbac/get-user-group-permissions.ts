import "server-only";
import { eq } from "drizzle-orm";
import { rbacUserGroupPermissions } from "@/db/schema/rbac";
import { buildPermissionTree } from "@/lib/permission-edit";
import { PERMISSION_CATALOGUE } from "@/lib/permissions";
import type { RequestContext } from "@/server/http/context";
import { getUserGroupOrThrow } from "./find-site-records";

export async function getGroupPermissionKeys(ctx: RequestContext, userGroupId: number): Promise<string[]> {
  const rows = await ctx.db.db
    .select({ key: rbacUserGroupPermissions.permissionKey })
    .from(rbacUserGroupPermissions)
    .where(eq(rbacUserGroupPermissions.userGroupId, userGroupId));
  return rows.map((r) => r.key);
}

/** POST /api/rbac/getUserGroupPermissions {userGroupId} */
export async function getUserGroupPermissions(ctx: RequestContext, input: { userGroupId: number }) {
  const group = await getUserGroupOrThrow(ctx.db, input.userGroupId);
  const keys = await getGroupPermissionKeys(ctx, group.id);
  return { id: group.id, groupName: group.groupName, modules: buildPermissionTree(PERMISSION_CATALOGUE, keys) };
}
