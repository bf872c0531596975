import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { DEFAULT_JOB_RANGE_DAYS, type TDateRange, type TJobSheetTransfer } from "@/lib/contracts/dmc-transfers";
import { todayIn } from "@/server/flights/search-rules";

/** A place that is an airport: its name says so, or a terminal ("DXB Terminal 3", "T1"). PostgreSQL regex, case-insensitive. */
const AIRPORT_RE = "(airport|terminal|\\mT[1-9]\\M)";
/** Word boundaries around a flight's airport code, as PostgreSQL writes them. */
const WORD_START = "\\m";
const WORD_END = "\\M";

/**
 * The guest's phone (the itinerary's customer, "+971 501234567") and, for an airport leg, the flight
 * of its itinerary that the leg meets (issue 25, "the people on the ground"): a pickup at an airport
 * meets the flight arriving that day, a drop at an airport the flight leaving that day. An airport
 * is named so (airport, terminal, T1) or by the flight's own code ("DXB"). Read with the row, so
 * every answer that shows a transfer shows them; a stand-alone transfer (no itinerary) has neither.
 */
/** The transfer's columns named with their table: a one-table select leaves them bare, which a subquery's own tables make ambiguous. */
const T = {
  siteId: sql.raw(`"dmc_transfers"."site_id"`),
  kartId: sql.raw(`"dmc_transfers"."kart_id"`),
  date: sql.raw(`"dmc_transfers"."date"`),
  pickupLocation: sql.raw(`"dmc_transfers"."pickup_location"`),
  dropLocation: sql.raw(`"dmc_transfers"."drop_location"`),
};

export const peopleColumns = {
  guestPhone: sql<string | null>`(select concat_ws(' ', case when coalesce(u.phone_country_code, '') = '' then null when left(u.phone_country_code, 1) = '+' then u.phone_country_code else '+' || u.phone_country_code end, u.phone)
    from dmc_itineraries i join users u on u.id = i.customer_id
    where i.site_id = ${T.siteId} and i.id = ${T.kartId} and coalesce(u.phone, '') <> '')`,
  flightNumber: sql<string | null>`(select f.airline_code || ' ' || f.flight_no from dmc_itinerary_flights f
    where f.site_id = ${T.siteId} and f.itinerary_id = ${T.kartId} and (
      (coalesce(f.arrival_date, f.departure_date) = ${T.date} and (${T.pickupLocation} ~* ${AIRPORT_RE}::text or ${T.pickupLocation} ~* (${WORD_START}::text || f.destination || ${WORD_END}::text)))
      or (f.departure_date = ${T.date} and (${T.dropLocation} ~* ${AIRPORT_RE}::text or ${T.dropLocation} ~* (${WORD_START}::text || f.origin || ${WORD_END}::text))))
    order by f.position, f.id limit 1)`,
};

/** The columns of a job-sheet row (the transfer and its driver's name). */
export const transferColumns = {
  id: dmcTransfers.id,
  kartId: dmcTransfers.kartId,
  sharingType: dmcTransfers.sharingType,
  date: dmcTransfers.date,
  time: dmcTransfers.time,
  pickupLocation: dmcTransfers.pickupLocation,
  dropLocation: dmcTransfers.dropLocation,
  serviceName: dmcTransfers.serviceName,
  leadPassengerName: dmcTransfers.leadPassengerName,
  paxCount: dmcTransfers.paxCount,
  driverId: dmcTransfers.driverId,
  driverName: dmcDrivers.name,
  internalDriverCharges: dmcTransfers.internalDriverCharges,
  isCompleted: dmcTransfers.isCompleted,
  completedAt: dmcTransfers.completedAt,
  isCancelled: dmcTransfers.isCancelled,
  ...peopleColumns,
  cancelledAt: dmcTransfers.cancelledAt,
};

export const driverJoin = and(eq(dmcDrivers.siteId, dmcTransfers.siteId), eq(dmcDrivers.id, dmcTransfers.driverId));

type Row = { [K in keyof typeof transferColumns]: unknown } & { internalDriverCharges: number; completedAt: Date | null; cancelledAt: Date | null };

/** A row as the API answers it: charges in major units, completedAt and cancelledAt as ISO. */
export function toJobSheetTransfer(row: Row): TJobSheetTransfer {
  return {
    ...(row as unknown as TJobSheetTransfer),
    internalDriverCharges: row.internalDriverCharges / 100,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
  };
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The range asked for, else spec 001 section 9's default: one day, today in the site's timezone. */
export function jobRange(range: TDateRange | undefined, timeZone: string): TDateRange {
  if (range) return range;
  const today = todayIn(timeZone);
  return { from: today, to: addDays(today, DEFAULT_JOB_RANGE_DAYS - 1) };
}

/** "HH:mm" to minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const inRange = (r: TDateRange) => sql`${dmcTransfers.date} between ${r.from} and ${r.to}`;
