import { randomUUID } from "node:crypto";
import { systemDb } from "@/db/client";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { createTestUser, logInAs } from "../helpers/fixtures";

/**
 * A staff member a super admin has narrowed (issue 25, defect 15): put in a permission group
 * holding only `keep`. Ordinary staff hold the staff role's defaults, which grant what spec 001
 * gives staff; "staff without the permission" is such a narrowed member.
 */
export async function createNarrowedStaff(site: { id: number; domain: string }, keep: readonly string[] = []) {
  const [group] = await systemDb.insert(rbacUserGroups).values({ siteId: site.id, groupName: `Narrowed ${randomUUID().slice(0, 8)}` }).returning();
  if (keep.length > 0) await systemDb.insert(rbacUserGroupPermissions).values(keep.map((permissionKey) => ({ userGroupId: group.id, permissionKey })));
  const user = await createTestUser(site.id, { userType: "staff", firstName: "Narrowed", rbacUserGroupId: group.id });
  return { user, group, token: await logInAs(site.domain, user.email!) };
}
