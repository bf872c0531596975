import "server-only";
import { asc } from "drizzle-orm";
import { rbacUserGroups } from "@/db/schema/rbac";
import type { RequestContext } from "@/server/http/context";

/** GET /api/rbac/getRBACUserGroupList */
export async function listUserGroups(ctx: RequestContext) {
  const result = await ctx.db.db
    .select({ id: rbacUserGroups.id, groupName: rbacUserGroups.groupName })
    .from(rbacUserGroups)
    .where(ctx.db.where(rbacUserGroups))
    .orderBy(asc(rbacUserGroups.groupName));
  return { result };
}
