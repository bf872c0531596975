import "server-only";
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { legalEntities, users } from "@/db/schema/users";
import type { TListKartsQuery } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { toMajor } from "./kart-money";

const PAGE_SIZE = 25;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const i = dmcItineraries;
/** The list's status filter (issue 25): a cancelled quotation is cancelled whatever else; vouchered next; then sent or draft. */
const STATUS: Record<NonNullable<TListKartsQuery["status"]>, SQL | undefined> = {
  cancelled: eq(i.isCancelled, true),
  vouchered: and(eq(i.isCancelled, false), eq(i.isVouchered, true)),
  sent: and(eq(i.isCancelled, false), eq(i.isVouchered, false), isNotNull(i.sentAt)),
  draft: and(eq(i.isCancelled, false), eq(i.isVouchered, false), isNull(i.sentAt)),
};
const statusOf = (r: { isCancelled: boolean; isVouchered: boolean; sentAt: Date | null }) => (r.isCancelled ? "cancelled" : r.isVouchered ? "vouchered" : r.sentAt ? "sent" : "draft");

/**
 * GET kart/getAllKartsForWl: the site's itineraries, newest first, 25 a page, searched (name,
 * reference, customer's name, email or company) and filtered by status and arrival dates.
 */
export async function listKarts(ctx: UserContext, q: TListKartsQuery) {
  const db = ctx.db;
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    eq(i.siteId, db.siteId),
    like
      ? or(ilike(i.kartName, like), ilike(i.quotationId, like), ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, like), ilike(users.email, like), ilike(legalEntities.companyName, like))
      : undefined,
    q.status ? STATUS[q.status] : undefined,
    q.arrivalFrom ? gte(i.arrivalDate, q.arrivalFrom) : undefined,
    q.arrivalTo ? lte(i.arrivalDate, q.arrivalTo) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.db
      .select({
        id: i.id,
        quotationId: i.quotationId,
        kartName: i.kartName,
        customerId: i.customerId,
        customerName: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
        companyName: legalEntities.companyName,
        arrivalDate: i.arrivalDate,
        noOfNights: i.noOfNights,
        adults: i.adults,
        child: i.child,
        infant: i.infant,
        currency: i.currency,
        totalPrice: i.totalPrice,
        collectedPayment: i.collectedPayment,
        version: i.version,
        sentAt: i.sentAt,
        isVouchered: i.isVouchered,
        isCancelled: i.isCancelled,
        createdAt: i.createdAt,
      })
      .from(i)
      .innerJoin(users, eq(users.id, i.customerId))
      .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
      .where(where)
      .orderBy(desc(i.createdAt), desc(i.id))
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db.db.select({ total: count() }).from(i).innerJoin(users, eq(users.id, i.customerId)).leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId)).where(where),
  ]);
  return {
    records: rows.map((r) => ({ ...r, status: statusOf(r), totalPrice: toMajor(r.totalPrice), collectedPayment: toMajor(r.collectedPayment), sentAt: r.sentAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })),
    totalRecords: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
    page: q.page,
  };
}
