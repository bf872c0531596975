import "server-only";
import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import { legalEntities, users } from "@/db/schema/users";
import { CUSTOMER_ADMIN_PAGE_SIZE } from "@/lib/contracts/customer-admin";
import type { RequestContext } from "@/server/http/context";
import { CUSTOMER_USER_TYPES } from "./find-site-customer";
import { selectUserSummary, toUserSummary } from "./user-summary";

/** `%`, `_` and `\` match themselves in the search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * POST /api/wl/user/getEmailSubscribers {page, search?}: the site's customers who can be emailed
 * (an email address, not blocked; staff are not customers), newest first (decision 0018).
 */
export async function listEmailSubscribers(ctx: RequestContext, input: { page: number; search?: string }) {
  const pattern = input.search ? `%${escapeLike(input.search)}%` : null;
  const condition = ctx.db.where(
    users,
    inArray(users.userType, [...CUSTOMER_USER_TYPES]),
    isNotNull(users.email),
    eq(users.isBlocked, false),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, pattern),
          ilike(legalEntities.companyName, pattern),
        )
      : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    ctx.db.db
      .select({ total: count() })
      .from(users)
      .leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId)))
      .where(condition),
    selectUserSummary(ctx.db)
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(CUSTOMER_ADMIN_PAGE_SIZE)
      .offset((input.page - 1) * CUSTOMER_ADMIN_PAGE_SIZE),
  ]);
  return { records: rows.map(toUserSummary), totalRecords: total, totalPages: Math.ceil(total / CUSTOMER_ADMIN_PAGE_SIZE), page: input.page };
}
