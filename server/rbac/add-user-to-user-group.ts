import "server-only";
import { users } from "@/db/schema/users";
import type { TAddUserToGroupRequest } from "@/lib/contracts/rbac";
import { Messages } from "@/lib/constants";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getSiteUserOrThrow, getUserGroupOrThrow } from "./find-site-records";

/**
 * POST /api/rbac/addUserToRBACUserGroup {userId, userGroupId | null}. The wrapper lets only super
 * admins in; the permission menu must also be switched on for the site (spec 001 section 6).
 */
export async function addUserToUserGroup(ctx: RequestContext, input: TAddUserToGroupRequest) {
  if (!ctx.site.canShowPermissionMenu) throw new AppError("FORBIDDEN", "Permission groups are not enabled for this site.");
  const user = await getSiteUserOrThrow(ctx.db, input.userId);
  if (input.userGroupId !== null) await getUserGroupOrThrow(ctx.db, input.userGroupId);
  await ctx.db.db.update(users).set({ rbacUserGroupId: input.userGroupId, updatedAt: new Date() }).where(ctx.db.byId(users, user.id));
  return { userId: user.id, userGroupId: input.userGroupId, message: Messages.groupChanged };
}
