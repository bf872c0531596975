import "server-only";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { rbacPermissions, rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { getAllPermissionKeys, getDefaultPermissionKeys } from "@/lib/permissions";
import type { Principal } from "@/server/auth/principal";

/**
 * ARCHITECTURE section 5: a super admin has every permission; a user in an RBAC user group has the
 * group's active permissions that their user type may hold; anyone else has their type's defaults.
 */
export async function getPermissionKeys(principal: Principal): Promise<string[]> {
  if (principal.isSuperAdmin) return getAllPermissionKeys();
  if (principal.rbacUserGroupId === null) return getDefaultPermissionKeys(principal.userType);
  const rows = await systemDb
    .select({ key: rbacPermissions.key, userTypes: rbacPermissions.userTypes })
    .from(rbacUserGroupPermissions)
    .innerJoin(rbacUserGroups, eq(rbacUserGroups.id, rbacUserGroupPermissions.userGroupId))
    .innerJoin(rbacPermissions, eq(rbacPermissions.key, rbacUserGroupPermissions.permissionKey))
    .where(and(eq(rbacUserGroupPermissions.userGroupId, principal.rbacUserGroupId), eq(rbacUserGroups.siteId, principal.siteId)));
  return rows.filter((r) => r.userTypes.includes(principal.userType)).map((r) => r.key);
}

export async function hasPermission(principal: Principal, key: string): Promise<boolean> {
  if (principal.isSuperAdmin) return true;
  return (await getPermissionKeys(principal)).includes(key);
}
