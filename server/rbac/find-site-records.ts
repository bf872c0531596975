import "server-only";
import type { SiteDb } from "@/db/client";
import { rbacUserGroups } from "@/db/schema/rbac";
import { users } from "@/db/schema/users";
import { AppError } from "@/server/http/errors";

/** A user of this site, or 404 (another site's user is "not found"). */
export async function getSiteUserOrThrow(db: SiteDb, userId: number) {
  const [user] = await db.db
    .select({ id: users.id, rbacUserGroupId: users.rbacUserGroupId, userType: users.userType })
    .from(users)
    .where(db.byId(users, userId))
    .limit(1);
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return user;
}

export async function getUserGroupOrThrow(db: SiteDb, userGroupId: number) {
  const [group] = await db.db
    .select({ id: rbacUserGroups.id, groupName: rbacUserGroups.groupName, updatedAt: rbacUserGroups.updatedAt })
    .from(rbacUserGroups)
    .where(db.byId(rbacUserGroups, userGroupId))
    .limit(1);
  if (!group) throw new AppError("NOT_FOUND", "Permission group not found");
  return group;
}
