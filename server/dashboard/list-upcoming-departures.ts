import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { users } from "@/db/schema/users";
import { DEPARTURES_LIMIT, type TDeparture } from "@/lib/contracts/dashboard";
import { siteTimeZone, toSiteDay } from "@/lib/dates";
import type { UserContext } from "@/server/http/context";
import { visibilityOf } from "@/server/tickets/queue/ticket-query";

const FLYING = ["ticketed", "changeRequested", "held"];
const STATUS_LABEL: Record<string, string> = { ticketed: "Ticketed", changeRequested: "Change requested", held: "On hold" };

type Segment = { airlineCode?: string; flightNumber?: string; originAirportCode?: string; destinationAirportCode?: string; departureTime?: string };
type Passenger = { title?: string; firstName?: string; lastName?: string };

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * GET /api/user/getUpcomingDepartures: today's and tomorrow's departures (the site's days) of the
 * bookings the caller sees in the queues, earliest first.
 */
export async function listUpcomingDepartures(ctx: UserContext, now = new Date()): Promise<{ records: TDeparture[] }> {
  const visibility = await visibilityOf(ctx);
  const today = toSiteDay(now, siteTimeZone(ctx.site.timezone));
  const tomorrow = nextDay(today);
  const rows = await ctx.db.db
    .select({
      id: flightBookings.id,
      pnr: flightBookings.pnr,
      travelDate: flightBookings.travelDate,
      segments: flightBookings.segments,
      airlineCode: flightBookings.airlineCode,
      passengers: flightBookings.passengers,
      status: flightBookings.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(flightBookings)
    .leftJoin(users, eq(users.id, flightBookings.userId))
    .where(ctx.db.where(flightBookings, visibility.condition, inArray(flightBookings.status, FLYING), inArray(flightBookings.travelDate, [today, tomorrow])))
    .orderBy(asc(flightBookings.travelDate), asc(flightBookings.id))
    .limit(DEPARTURES_LIMIT);
  const records = rows.map((row): TDeparture => {
    const legs = (row.segments as Segment[][] | null) ?? [];
    const flights = legs.flat();
    const first = flights[0];
    return {
      bookingId: row.id,
      pnr: row.pnr,
      day: row.travelDate === today ? "today" : "tomorrow",
      travelDate: row.travelDate,
      departureTime: first?.departureTime ?? null,
      sectors: legs.map((leg) => `${leg[0]?.originAirportCode ?? ""}-${leg[leg.length - 1]?.destinationAirportCode ?? ""}`),
      airlineCode: row.airlineCode,
      flightNumber: first?.flightNumber ? `${first.airlineCode ?? row.airlineCode}-${first.flightNumber}` : null,
      passengers: ((row.passengers as Passenger[] | null) ?? []).map((p) => [p.title, p.firstName, p.lastName].filter(Boolean).join(" ")),
      status: STATUS_LABEL[row.status] ?? row.status,
      creatorName: visibility.creatorView === "none" ? null : [row.firstName, row.lastName].filter(Boolean).join(" ") || null,
    };
  });
  records.sort((a, b) => (a.departureTime ?? a.travelDate).localeCompare(b.departureTime ?? b.travelDate));
  return { records };
}
