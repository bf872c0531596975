import "server-only";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { users } from "@/db/schema/users";
import type { UserContext } from "@/server/http/context";
import { toMajor } from "./kart-money";

const PAGE_SIZE = 25;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET kart/getAllKartsForWl: the site's itineraries, newest first, 25 a page. */
export async function listKarts(ctx: UserContext, q: { page: number; search?: string }) {
  const db = ctx.db;
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    eq(dmcItineraries.siteId, db.siteId),
    like ? or(ilike(dmcItineraries.kartName, like), ilike(dmcItineraries.quotationId, like), ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, like)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.db
      .select({
        id: dmcItineraries.id,
        quotationId: dmcItineraries.quotationId,
        kartName: dmcItineraries.kartName,
        customerId: dmcItineraries.customerId,
        customerName: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
        arrivalDate: dmcItineraries.arrivalDate,
        noOfNights: dmcItineraries.noOfNights,
        adults: dmcItineraries.adults,
        child: dmcItineraries.child,
        infant: dmcItineraries.infant,
        currency: dmcItineraries.currency,
        totalPrice: dmcItineraries.totalPrice,
        collectedPayment: dmcItineraries.collectedPayment,
        version: dmcItineraries.version,
        sentAt: dmcItineraries.sentAt,
        isVouchered: dmcItineraries.isVouchered,
        isCancelled: dmcItineraries.isCancelled,
        createdAt: dmcItineraries.createdAt,
      })
      .from(dmcItineraries)
      .innerJoin(users, eq(users.id, dmcItineraries.customerId))
      .where(where)
      .orderBy(desc(dmcItineraries.createdAt), desc(dmcItineraries.id))
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db.db.select({ total: count() }).from(dmcItineraries).innerJoin(users, eq(users.id, dmcItineraries.customerId)).where(where),
  ]);
  return {
    records: rows.map((r) => ({ ...r, totalPrice: toMajor(r.totalPrice), collectedPayment: toMajor(r.collectedPayment), sentAt: r.sentAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })),
    totalRecords: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
    page: q.page,
  };
}
