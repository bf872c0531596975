import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { users } from "@/db/schema/users";
import { CUSTOMER_ADMIN_PAGE_SIZE } from "@/lib/contracts/customer-admin";
import type { RequestContext } from "@/server/http/context";
import { getUserGroupOrThrow } from "@/server/rbac/find-site-records";
import { selectUserSummary, toUserSummary } from "./user-summary";

/** POST /api/wl/user/getUsersByRbacUserGroupId {rbacUserGroupId, page}: the users of one of the site's permission groups (404 for another site's group). */
export async function listUsersByRbacGroup(ctx: RequestContext, input: { rbacUserGroupId: number; page: number }) {
  const group = await getUserGroupOrThrow(ctx.db, input.rbacUserGroupId);
  const condition = ctx.db.where(users, eq(users.rbacUserGroupId, group.id));
  const [[{ total }], rows] = await Promise.all([
    ctx.db.db.select({ total: count() }).from(users).where(condition),
    selectUserSummary(ctx.db)
      .where(condition)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(users.id))
      .limit(CUSTOMER_ADMIN_PAGE_SIZE)
      .offset((input.page - 1) * CUSTOMER_ADMIN_PAGE_SIZE),
  ]);
  return { records: rows.map(toUserSummary), totalRecords: total, totalPages: Math.ceil(total / CUSTOMER_ADMIN_PAGE_SIZE), page: input.page };
}
