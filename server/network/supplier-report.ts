import "server-only";
import { and, asc, countDistinct, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { legalEntities, users } from "@/db/schema/users";
import { ledgerEntries, wallets } from "@/db/schema/wallet";
import { toMajorUnits } from "@/lib/money";
import {
  SUPPLIER_REPORT_DEFAULT_MONTHS,
  SUPPLIER_REPORT_MAX_MONTHS,
  SupplierReportMessages,
  type TSupplierReport,
  type TSupplierReportConsumer,
  type TSupplierReportFilters,
} from "@/lib/contracts/supplier-report";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { addMonths, bookedSiteMonth, siteMonthOf, siteMonthStart } from "@/server/flights/look-to-book";
import { assertSupplierSite, primaryDomain } from "./network-records";

/** Bookings that were served: ticketed, including those later under a change request or cancelled. */
const SERVED = ["ticketed", "changeRequested", "cancelled"] as const;

/** Paise sums come back as bigint text; the report's figures are safe integers. */
const int = (v: string | number | null) => Number(v ?? 0);

export type PaiseFigures = {
  bookings: number;
  passengers: number;
  tickets: number;
  grossAmount: number;
  markupAmount: number;
  walletDebited: number;
  refundedAmount: number;
  netCollected: number;
  cancellations: number;
};
export type PaiseReportRow = PaiseFigures & { month: string; consumerSiteId: number; legalEntityId: number; companyName: string; domain: string };

const ZERO: PaiseFigures = { bookings: 0, passengers: 0, tickets: 0, grossAmount: 0, markupAmount: 0, walletDebited: 0, refundedAmount: 0, netCollected: 0, cancellations: 0 };

/** This supplier site's consumers: its companies made for a consumer site (legal_entities.consumerSiteId). */
async function listConsumers(ctx: RequestContext): Promise<TSupplierReportConsumer[]> {
  const rows = await ctx.db.db
    .select({ consumerSiteId: legalEntities.consumerSiteId, legalEntityId: legalEntities.id, companyName: legalEntities.companyName, domain: primaryDomain(legalEntities.consumerSiteId) })
    .from(legalEntities)
    .where(and(eq(legalEntities.siteId, ctx.site.id), isNotNull(legalEntities.consumerSiteId)))
    .orderBy(asc(legalEntities.companyName), asc(legalEntities.id));
  return rows.map((r) => ({ ...r, consumerSiteId: r.consumerSiteId! }));
}

/** The month range asked for, defaulted and checked (at most SUPPLIER_REPORT_MAX_MONTHS). */
function monthRange(ctx: RequestContext, filters: TSupplierReportFilters, now: Date) {
  const toMonth = filters.toMonth ?? (filters.fromMonth ? addMonths(filters.fromMonth, SUPPLIER_REPORT_DEFAULT_MONTHS - 1) : siteMonthOf(now, ctx.site.timezone));
  const fromMonth = filters.fromMonth ?? addMonths(toMonth, -(SUPPLIER_REPORT_DEFAULT_MONTHS - 1));
  if (fromMonth > toMonth) throw new AppError("VALIDATION_ERROR", SupplierReportMessages.range, { shortError: { fromMonth: SupplierReportMessages.range } });
  if (addMonths(fromMonth, SUPPLIER_REPORT_MAX_MONTHS - 1) < toMonth) throw new AppError("VALIDATION_ERROR", SupplierReportMessages.tooLong, { shortError: { fromMonth: SupplierReportMessages.tooLong } });
  return { fromMonth, toMonth };
}

/**
 * The report in paise (decision 0034): per consumer company and the site's month a booking reached
 * the supplier. Bookings are the served orders of users of the consumer's company here; amounts are
 * the booking's amount (gross), its priced fare's markup less discount (the result this site priced,
 * major units turned to paise, GST on markup excluded), and the consumer company's wallet lines for
 * the booking (bookingDebit taken, refundCredit given back), whatever month the refund came in.
 */
export async function computeSupplierReport(ctx: RequestContext, filters: TSupplierReportFilters, now = new Date()) {
  await assertSupplierSite(ctx);
  const consumers = await listConsumers(ctx);
  const { fromMonth, toMonth } = monthRange(ctx, filters, now);
  const chosen = filters.consumerSiteId === undefined ? consumers : consumers.filter((c) => c.consumerSiteId === filters.consumerSiteId);
  if (filters.consumerSiteId !== undefined && chosen.length === 0) throw new AppError("NOT_FOUND", SupplierReportMessages.consumerNotFound);
  const byEntity = new Map(chosen.map((c) => [c.legalEntityId, c]));
  if (byEntity.size === 0) return { fromMonth, toMonth, consumers, rows: [] as PaiseReportRow[], totals: { ...ZERO } };

  const entityIds = [...byEntity.keys()];
  const ledger = ctx.db.db
    .select({
      bookingId: ledgerEntries.bookingId,
      debited: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'bookingDebit'), 0)`.as("debited"),
      refunded: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'refundCredit'), 0)`.as("refunded"),
    })
    .from(ledgerEntries)
    .innerJoin(wallets, and(eq(wallets.id, ledgerEntries.walletId), eq(wallets.siteId, ctx.site.id)))
    .where(and(eq(ledgerEntries.siteId, ctx.site.id), inArray(wallets.legalEntityId, entityIds), isNotNull(ledgerEntries.bookingId)))
    .groupBy(ledgerEntries.bookingId)
    .as("booking_ledger");

  const month = bookedSiteMonth(ctx.site.timezone);
  const fare = (field: string) => sql`coalesce((${flightBookings.result}->'fare'->>${field})::numeric, 0)`;
  const rows = await ctx.db.db
    .select({
      legalEntityId: users.legalEntityId,
      month,
      bookings: countDistinct(flightBookings.orderId),
      passengers: sql<string>`sum(jsonb_array_length(${flightBookings.passengers}))`,
      tickets: sql<string>`sum(cardinality(${flightBookings.ticketNumbers}))`,
      grossAmount: sql<string>`sum(${flightBookings.amount})`,
      markupAmount: sql<string>`sum(round((${fare("markup")} - ${fare("discount")}) * 100))`,
      walletDebited: sql<string>`coalesce(sum(${ledger.debited}), 0)`,
      refundedAmount: sql<string>`coalesce(sum(${ledger.refunded}), 0)`,
      cancellations: sql<string>`count(distinct ${flightBookings.orderId}) filter (where ${flightBookings.status} = 'cancelled')`,
    })
    .from(flightBookings)
    .innerJoin(users, and(eq(users.id, flightBookings.userId), eq(users.siteId, ctx.site.id)))
    .leftJoin(ledger, eq(ledger.bookingId, flightBookings.id))
    .where(
      ctx.db.where(
        flightBookings,
        inArray(users.legalEntityId, entityIds),
        inArray(flightBookings.status, [...SERVED]),
        isNotNull(flightBookings.bookedAt),
        gte(flightBookings.bookedAt, siteMonthStart(fromMonth, ctx.site.timezone)),
        lt(flightBookings.bookedAt, siteMonthStart(addMonths(toMonth, 1), ctx.site.timezone)),
      ),
    )
    .groupBy(users.legalEntityId, month)
    .orderBy(desc(month), asc(users.legalEntityId));

  const out: PaiseReportRow[] = rows
    .map((r) => {
      const consumer = byEntity.get(r.legalEntityId!)!;
      const walletDebited = int(r.walletDebited);
      const refundedAmount = int(r.refundedAmount);
      return {
        month: r.month,
        consumerSiteId: consumer.consumerSiteId,
        legalEntityId: consumer.legalEntityId,
        companyName: consumer.companyName,
        domain: consumer.domain,
        bookings: int(r.bookings),
        passengers: int(r.passengers),
        tickets: int(r.tickets),
        grossAmount: int(r.grossAmount),
        markupAmount: int(r.markupAmount),
        walletDebited,
        refundedAmount,
        netCollected: walletDebited - refundedAmount,
        cancellations: int(r.cancellations),
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month) || a.companyName.localeCompare(b.companyName) || a.legalEntityId - b.legalEntityId);
  const totals = { ...ZERO };
  for (const row of out) for (const key of Object.keys(ZERO) as (keyof PaiseFigures)[]) totals[key] += row[key];
  return { fromMonth, toMonth, consumers, rows: out, totals };
}

/** The report's amounts are in the network's currency. */
export const SUPPLIER_REPORT_CURRENCY = "INR";

const MONEY = ["grossAmount", "markupAmount", "walletDebited", "refundedAmount", "netCollected"] as const;
export function toMajorFigures<T extends PaiseFigures>(f: T): T {
  const copy = { ...f };
  for (const key of MONEY) copy[key] = toMajorUnits(f[key]);
  return copy;
}

/** POST /api/supplier/supplierOnlyAccess/supplierReport: the report in major units. */
export async function getSupplierReport(ctx: RequestContext, filters: TSupplierReportFilters, now = new Date()): Promise<TSupplierReport> {
  const report = await computeSupplierReport(ctx, filters, now);
  return { ...report, currency: SUPPLIER_REPORT_CURRENCY, rows: report.rows.map(toMajorFigures), totals: toMajorFigures(report.totals) };
}
