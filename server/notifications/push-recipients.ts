import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema/notifications";
import { users } from "@/db/schema/users";
import type { UserType } from "@/lib/constants";
import type { PermissionKey } from "@/lib/permissions";
import { hasPermission } from "@/server/rbac/get-permission-keys";

/**
 * Who a push message is for: named users (the customer who raised a change request), or the
 * site's staff who hold a permission (and the staff push permission, notifications.push.subscribe).
 */
export type PushAudience = { userIds: number[] } | { staffPermission: PermissionKey };

/** The audience's users on the site who have a subscription and are not blocked. */
export async function findPushRecipients(siteId: number, audience: PushAudience): Promise<number[]> {
  const conditions = [eq(pushSubscriptions.siteId, siteId), eq(users.siteId, siteId), eq(users.isBlocked, false)];
  if ("userIds" in audience) {
    if (audience.userIds.length === 0) return [];
    conditions.push(inArray(users.id, audience.userIds));
  } else {
    conditions.push(eq(users.userType, "staff"));
  }
  const rows = await systemDb
    .selectDistinct({ id: users.id, userType: users.userType, isSuperAdmin: users.isSuperAdmin, rbacUserGroupId: users.rbacUserGroupId })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(...conditions));
  if ("userIds" in audience) return rows.map((r) => r.id);
  const allowed: number[] = [];
  for (const row of rows) {
    const principal = { kind: "user" as const, userId: row.id, siteId, sessionId: "", userType: row.userType as UserType, isSuperAdmin: row.isSuperAdmin, rbacUserGroupId: row.rbacUserGroupId, email: null, firstName: "", lastName: null };
    if ((await hasPermission(principal, "notifications.push.subscribe")) && (await hasPermission(principal, audience.staffPermission))) allowed.push(row.id);
  }
  return allowed;
}
