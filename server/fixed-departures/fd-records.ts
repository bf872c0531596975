import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import { sites } from "@/db/schema/sites";
import { users } from "@/db/schema/users";
import { FixedDepartureMessages, type TFdBookingView, type TFixedDepartureView, type TStaffFixedDepartureView } from "@/lib/contracts/fixed-departures";
import { toFdSlug } from "@/lib/fd-slug";
import { toMajorUnits } from "@/lib/money";
import { AppError } from "@/server/http/errors";
import type { FdPrices } from "./fd-pricing";
import { fixedDepartureSources, type FdSource } from "./fd-sources";

export type DepartureRow = typeof fixedDepartures.$inferSelect;
export type FdBookingRow = typeof fixedDepartureBookings.$inferSelect;

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** YYYY-MM-DD, `days` before `date`. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export const seatsLeft = (d: Pick<DepartureRow, "seatsTotal" | "seatsSold" | "seatsReleased">) => Math.max(0, d.seatsTotal - d.seatsSold - d.seatsReleased);

/** On sale: open, seats left, and the name deadline not passed (after it the unsold seats are released). */
export const isOnSale = (d: DepartureRow) => d.status === "open" && seatsLeft(d) > 0 && daysBefore(d.departureDate, d.namesDueDays) >= todayUtc();

/** FD + 10 random letters and digits (unguessable; with the id it makes the print slug). */
export function newReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(10);
  return `FD${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

export function toDepartureView(d: DepartureRow, prices: FdPrices, supplierName: string | null = null): TFixedDepartureView {
  return {
    id: d.id,
    title: d.title,
    origin: d.origin,
    destination: d.destination,
    departureDate: d.departureDate,
    returnDate: d.returnDate,
    segments: d.segments,
    seatsLeft: seatsLeft(d),
    adultPrice: toMajorUnits(prices.adult),
    childPrice: toMajorUnits(prices.child),
    infantPrice: toMajorUnits(prices.infant),
    depositPerSeat: toMajorUnits(d.depositPerSeat),
    currency: d.currency,
    balanceDueDate: daysBefore(d.departureDate, d.balanceDueDays),
    namesDueDate: daysBefore(d.departureDate, d.namesDueDays),
    supplierName,
  };
}

export function toStaffDepartureView(d: DepartureRow): TStaffFixedDepartureView {
  return {
    ...toDepartureView(d, { adult: d.adultPrice, child: d.childPrice, infant: d.infantPrice, perBooking: 0 }),
    pnr: d.pnr,
    isDomestic: d.isDomestic,
    seatsTotal: d.seatsTotal,
    seatsSold: d.seatsSold,
    seatsReleased: d.seatsReleased,
    balanceDueDays: d.balanceDueDays,
    namesDueDays: d.namesDueDays,
    status: d.status as TStaffFixedDepartureView["status"],
  };
}

export function toBookingView(b: FdBookingRow, d: DepartureRow, bookedBy: string, supplierName: string | null = null): TFdBookingView {
  return {
    id: b.id,
    reference: b.reference,
    fdSlug: toFdSlug(b.id, b.reference),
    status: b.status as TFdBookingView["status"],
    departureId: d.id,
    title: d.title,
    origin: d.origin,
    destination: d.destination,
    departureDate: d.departureDate,
    // The group PNR once the booking holds seats (paid at least the deposit).
    pnr: b.status === "confirmed" || b.status === "paid" ? d.pnr : null,
    adults: b.adults,
    children: b.children,
    infants: b.infants,
    passengers: b.passengers,
    amount: toMajorUnits(b.amount),
    depositAmount: toMajorUnits(b.depositAmount),
    paidAmount: toMajorUnits(b.paidAmount),
    balanceDue: toMajorUnits(Math.max(0, b.amount - b.paidAmount)),
    currency: b.currency,
    balanceDueDate: daysBefore(d.departureDate, d.balanceDueDays),
    namesDueDate: daysBefore(d.departureDate, d.namesDueDays),
    bookedBy,
    supplierName,
    createdAt: b.createdAt.toISOString(),
  };
}

export async function getDepartureOrThrow(db: SiteDb, id: number): Promise<DepartureRow> {
  const [row] = await db.db.select().from(fixedDepartures).where(db.byId(fixedDepartures, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", FixedDepartureMessages.notFound);
  return row;
}

/**
 * A departure this site may sell (decision 0052): its own, or an approved FixedDeparture
 * supplier's (`supplier` set); anything else 404, as another site's record.
 */
export async function getBookableDeparture(db: SiteDb, id: number): Promise<{ departure: DepartureRow; supplier: FdSource | null }> {
  const sources = await fixedDepartureSources(db);
  const [row] = await db.db
    .select()
    .from(fixedDepartures)
    .where(and(eq(fixedDepartures.id, id), inArray(fixedDepartures.siteId, sources.map((s) => s.siteId))))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", FixedDepartureMessages.notFound);
  const source = sources.find((s) => s.siteId === row.siteId) ?? null;
  return { departure: row, supplier: source && source.supplierName !== null ? source : null };
}

/** Bookings with their departure and who booked them (site-scoped), newest first. */
export async function listBookings(db: SiteDb, filter: { userId?: number; bookingId?: number } = {}): Promise<TFdBookingView[]> {
  const rows = await db.db
    .select({ b: fixedDepartureBookings, d: fixedDepartures, firstName: users.firstName, lastName: users.lastName, email: users.email, supplierName: sites.companyName })
    .from(fixedDepartureBookings)
    .innerJoin(fixedDepartures, and(eq(fixedDepartures.siteId, fixedDepartureBookings.departureSiteId), eq(fixedDepartures.id, fixedDepartureBookings.departureId)))
    .innerJoin(users, eq(users.id, fixedDepartureBookings.userId))
    .leftJoin(sites, eq(sites.id, fixedDepartureBookings.supplierSiteId))
    .where(
      db.where(
        fixedDepartureBookings,
        filter.userId === undefined ? undefined : eq(fixedDepartureBookings.userId, filter.userId),
        filter.bookingId === undefined ? undefined : eq(fixedDepartureBookings.id, filter.bookingId),
      ),
    )
    .orderBy(fixedDepartureBookings.createdAt, fixedDepartureBookings.id);
  return rows.reverse().map((r) => toBookingView(r.b, r.d, [r.firstName, r.lastName].filter(Boolean).join(" ") || (r.email ?? ""), r.supplierName));
}
