import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import type { TSaveUserGroupRequest } from "@/lib/contracts/rbac";
import { applyChangeSet } from "@/lib/permission-edit";
import { PERMISSION_CATALOGUE } from "@/lib/permissions";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getUserGroupOrThrow } from "./find-site-records";
import { getGroupPermissionKeys } from "./get-user-group-permissions";

export const GROUP_SAVED_MESSAGE = "Group successfully saved";

/**
 * POST /api/rbac/saveUserGroupPermissions: create (no id) or rename a permission group and apply
 * the editor's change set, in one transaction.
 */
export async function saveUserGroupPermissions(ctx: RequestContext, input: TSaveUserGroupRequest) {
  const current = input.userGroupId ? await getUserGroupOrThrow(ctx.db, input.userGroupId) : null;
  const before = current ? await getGroupPermissionKeys(ctx, current.id) : [];
  let next: Set<string>;
  try {
    next = applyChangeSet(before, input.changeSet, PERMISSION_CATALOGUE);
  } catch (error) {
    throw new AppError("VALIDATION_ERROR", error instanceof Error ? error.message : "Invalid change set", {
      shortError: { changeSet: error instanceof Error ? error.message : "Invalid change set" },
    });
  }
  const [clash] = await ctx.db.db
    .select({ id: rbacUserGroups.id })
    .from(rbacUserGroups)
    .where(ctx.db.where(rbacUserGroups, eq(rbacUserGroups.groupName, input.groupName), current ? ne(rbacUserGroups.id, current.id) : undefined))
    .limit(1);
  if (clash) throw new AppError("VALIDATION_ERROR", "A group with this name already exists", { shortError: { groupName: "A group with this name already exists" } });

  const id = await ctx.db.transaction(async (tx) => {
    let groupId: number;
    if (current) {
      await tx.update(rbacUserGroups).set({ groupName: input.groupName, updatedAt: new Date() }).where(and(eq(rbacUserGroups.id, current.id), eq(rbacUserGroups.siteId, ctx.site.id)));
      groupId = current.id;
    } else {
      const [created] = await tx.insert(rbacUserGroups).values({ siteId: ctx.site.id, groupName: input.groupName }).returning({ id: rbacUserGroups.id });
      groupId = created.id;
    }
    await tx.delete(rbacUserGroupPermissions).where(eq(rbacUserGroupPermissions.userGroupId, groupId));
    if (next.size > 0) await tx.insert(rbacUserGroupPermissions).values([...next].map((permissionKey) => ({ userGroupId: groupId, permissionKey })));
    return groupId;
  });
  return { id, groupName: input.groupName, permissions: [...next].sort(), message: GROUP_SAVED_MESSAGE };
}
