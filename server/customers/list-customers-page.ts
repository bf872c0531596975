import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, like, ne, or, sql, type SQL } from "drizzle-orm";
import { legalEntities, users, type PhoneNumberEntry } from "@/db/schema/users";
import type { TCustomerPage, TCustomerRecord, TGetCustomersRequest } from "@/lib/contracts/customers";
import { getUserGroupOrThrow } from "@/server/rbac/find-site-records";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getMonthlyLookToBook, lookToBookRatio, siteMonthOf } from "@/server/flights/look-to-book";
import { findDefaultMarkupGroup, selectCustomerRows, toCustomerFields } from "./customer-row";

/** `%`, `_` and `\` match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const fullName = sql<string>`(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`;
const USER_TYPE_LABELS: Record<string, string> = { travelAgent: "Travel agent", retail: "Retail", corporate: "Corporate" };

export type CustomerListFilters = Omit<TGetCustomersRequest, "staffId">;

/** The permission-group filter: super admins only, and only on sites with canShowPermissionMenu (spec 001 section 6). */
async function assertGroupFilterAllowed(ctx: UserContext, userGroupId: number) {
  if (!ctx.principal.isSuperAdmin) throw new AppError("FORBIDDEN", "Only a super admin can do this.");
  if (!ctx.site.canShowPermissionMenu) throw new AppError("FORBIDDEN", "Permission groups are not enabled for this site.");
  await getUserGroupOrThrow(ctx.db, userGroupId);
}

/**
 * The users of the site's companies whose name matches, as `legal_entity_id = any(array(...))`: an
 * array the planner computes once, so the condition can use an index on users.legal_entity_id and
 * sit in a bitmap OR with the name and email trigram indexes (decision 0017, docs/operations.md).
 */
function inCompanies(ctx: UserContext, pattern: string): SQL {
  return sql`${users.legalEntityId} = any(array(select ${legalEntities.id} from ${legalEntities} where ${ctx.db.where(legalEntities, ilike(legalEntities.companyName, pattern))}))`;
}

/** This site's companies whose name contains `name` (any case; `%`, `_`, `\\` literal). */
async function findCompanyIds(ctx: UserContext, name: string): Promise<number[]> {
  const rows = await ctx.db.db.select({ id: legalEntities.id }).from(legalEntities).where(ctx.db.where(legalEntities, ilike(legalEntities.companyName, `%${escapeLike(name)}%`)));
  return rows.map((r) => r.id);
}

function searchCondition(ctx: UserContext, query: string): SQL {
  const pattern = `%${escapeLike(query)}%`;
  const digits = query.replace(/[\s()+-]/g, "");
  const byPhone = /^\d{3,}$/.test(digits) ? [like(users.phone, `%${digits}%`), sql`(${users.phoneNumbers}::text) like ${`%${digits}%`}`] : [];
  return or(ilike(fullName, pattern), ilike(users.email, pattern), inCompanies(ctx, pattern), ...byPhone) as SQL;
}

function orderBy(input: CustomerListFilters): SQL[] {
  const dir = input.sortOrder === "asc" ? asc : desc;
  const key = {
    createdAt: users.createdAt,
    name: sql`lower(${fullName})`,
    companyName: sql`lower(${legalEntities.companyName})`,
    email: sql`lower(${users.email})`,
  }[input.sortBy];
  const nullsLast = input.sortBy === "companyName" || input.sortBy === "email" ? sql`${dir(key)} nulls last` : dir(key);
  return [nullsLast, dir(users.id)];
}

/** The page's ids; the company is joined only to sort by its name (other sorts walk a users index alone). */
function pageIdsQuery(ctx: UserContext, input: CustomerListFilters) {
  const ids = ctx.db.db.select({ id: users.id }).from(users);
  return input.sortBy === "companyName" ? ids.leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId))) : ids;
}

function phonesOf(row: { phoneNumbers: PhoneNumberEntry[] | null; phone: string | null; phoneCountryCode: string | null }) {
  if (row.phoneNumbers && row.phoneNumbers.length > 0) return row.phoneNumbers.map((p) => ({ label: p.label, phoneNumber: p.phoneNumber, phoneCountryCode: p.phoneCountryCode ?? "" }));
  return row.phone ? [{ label: "Primary", phoneNumber: row.phone, phoneCountryCode: row.phoneCountryCode ?? "" }] : [];
}

/**
 * The site's customers (every user but staff), filtered, sorted and paged: the shared query of
 * getCustomers and searchWlUser (decision 0017), rows through customer-row.ts, with this month's
 * look-to-book counts (decision 0022).
 */
export async function listCustomersPage(ctx: UserContext, input: CustomerListFilters): Promise<TCustomerPage> {
  if (input.userGroupId !== undefined) await assertGroupFilterAllowed(ctx, input.userGroupId);
  // The company filter resolves its companies first (the company-name trigram index): then the
  // users are `legal_entity_id = any(ids)`, counted and paged from users_legal_entity_created_idx
  // alone (migration 0014, docs/operations.md); no match is an empty page without touching users.
  const companyIds = input.companyName ? await findCompanyIds(ctx, input.companyName) : undefined;
  if (companyIds?.length === 0) return { records: [], totalRecords: 0, totalPages: 0, page: input.page };
  const where = ctx.db.where(
    users,
    ne(users.userType, "staff"),
    input.userId !== undefined ? eq(users.id, input.userId) : undefined,
    input.userType ? eq(users.userType, input.userType) : undefined,
    input.userGroupId !== undefined ? eq(users.rbacUserGroupId, input.userGroupId) : undefined,
    // One array parameter, however many companies match.
    companyIds ? sql`${users.legalEntityId} = any(${sql.param(companyIds)}::int[])` : undefined,
    input.searchQuery ? searchCondition(ctx, input.searchQuery) : undefined,
  );
  // A deferred join: the page's ids first (narrow rows, index-only where the indexes allow), then
  // the 25 rows with their joins, instead of reading every match's whole row to sort it.
  const [[{ total }], defaultGroup, pageIds] = await Promise.all([
    ctx.db.db.select({ total: count() }).from(users).where(where),
    findDefaultMarkupGroup(ctx.db),
    pageIdsQuery(ctx, input)
      .where(where)
      .orderBy(...orderBy(input))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  const ids = pageIds.map((r) => r.id);
  // The page's rows and this month's searches and bookings of its users (two grouped queries, not one per row), together.
  const month = siteMonthOf(new Date(), ctx.site.timezone);
  const [pageRows, lookToBook] = await Promise.all([
    ids.length === 0 ? [] : selectCustomerRows(ctx.db, {}).where(ctx.db.where(users, inArray(users.id, ids))),
    getMonthlyLookToBook(ctx.db, ctx.site, ids, month),
  ]);
  const byId = new Map(pageRows.map((r) => [r.id, r]));
  const rows = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  const records: TCustomerRecord[] = rows.map((row) => {
    const fields = toCustomerFields(row, defaultGroup);
    const counts = lookToBook.get(row.id)!;
    return {
      ...fields,
      userTypeLabel: USER_TYPE_LABELS[row.userType] ?? row.userType,
      verified: row.isVerified,
      phoneNumbers: phonesOf(row),
      lookToBook: { month_year: month, look_count: counts.lookCount, book_count: counts.bookCount, ratio: lookToBookRatio(counts.lookCount, counts.bookCount) },
    };
  });
  return { records, totalRecords: total, totalPages: Math.ceil(total / input.pageSize), page: input.page };
}
