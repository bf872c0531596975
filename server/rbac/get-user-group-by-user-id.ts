import "server-only";
import type { RequestContext } from "@/server/http/context";
import { getSiteUserOrThrow, getUserGroupOrThrow } from "./find-site-records";

/** POST /api/rbac/getUserGroupByUserId {userId} */
export async function getUserGroupByUserId(ctx: RequestContext, input: { userId: number }) {
  const user = await getSiteUserOrThrow(ctx.db, input.userId);
  if (user.rbacUserGroupId === null) return { userId: user.id, userGroup: null };
  const group = await getUserGroupOrThrow(ctx.db, user.rbacUserGroupId);
  return { userId: user.id, userGroup: { groupId: group.id, groupName: group.groupName } };
}
