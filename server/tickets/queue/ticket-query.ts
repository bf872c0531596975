import "server-only";
import { arrayContains, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { users } from "@/db/schema/users";
import type { TTicketFilters } from "@/lib/contracts/tickets";
import { siteDayEnd, siteDayStart } from "@/lib/dates";
import type { UserContext } from "@/server/http/context";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export type TicketList = "tickets" | "changeRequests" | "booked";

const STATUSES: Record<TicketList, string[]> = {
  tickets: ["ticketed", "changeRequested", "cancelled"],
  changeRequests: ["changeRequested", "cancelled", "ticketed"],
  booked: ["held"],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who made each booking, as a row shows it: staff see name and email, a company's users their colleague's name, others nothing. */
export type CreatorView = "full" | "name" | "none";
export type Visibility = { condition: SQL | undefined; isStaffView: boolean; creatorView: CreatorView };

/**
 * Who sees what (issue 6): staff with tickets.queue.viewAllCustomers see the site's bookings (and
 * may narrow to one creator), business users their company's (with who made each), everyone else their own.
 */
export async function visibilityOf(ctx: UserContext): Promise<Visibility> {
  const me = ctx.principal;
  if (me.userType === "staff" && (await hasPermission(me, "tickets.queue.viewAllCustomers"))) return { condition: undefined, isStaffView: true, creatorView: "full" };
  if (me.userType === "travelAgent" || me.userType === "corporate") {
    const [user] = await ctx.db.db.select({ legalEntityId: users.legalEntityId }).from(users).where(ctx.db.byId(users, me.userId)).limit(1);
    if (user?.legalEntityId) return { condition: eq(flightBookings.legalEntityId, user.legalEntityId), isStaffView: false, creatorView: "name" };
  }
  return { condition: eq(flightBookings.userId, me.userId), isStaffView: false, creatorView: "none" };
}

/** The WHERE clause of a queue: the site, who may see it, the list's statuses and the Filters panel. */
export function ticketConditions(ctx: UserContext, list: TicketList, f: TTicketFilters, visibility: Visibility): SQL {
  const search = f.pnrOrTicketNumber?.toUpperCase();
  const onlyDomestic = f.isDomestic && !f.isInternational;
  const onlyInternational = f.isInternational && !f.isDomestic;
  return ctx.db.where(
    flightBookings,
    visibility.condition,
    inArray(flightBookings.status, STATUSES[list]),
    list === "changeRequests" ? isNotNull(flightBookings.changeRequestStatusText) : undefined,
    visibility.isStaffView && f.userId ? eq(flightBookings.userId, f.userId) : undefined,
    onlyDomestic ? eq(flightBookings.isDomestic, true) : onlyInternational ? eq(flightBookings.isDomestic, false) : undefined,
    search ? or(eq(flightBookings.pnr, search), arrayContains(flightBookings.ticketNumbers, [search])) : undefined,
    f.airlineCode ? eq(flightBookings.airlineCode, f.airlineCode) : undefined,
    f.passengerName ? ilike(flightBookings.passengerNames, `%${escapeLike(f.passengerName.toLowerCase())}%`) : undefined,
    // Booking dates are the site's days (decision 0016): 2026-11-24 on an India site starts at 18:30 UTC the day before.
    f.bookingDateFrom ? gte(flightBookings.createdAt, siteDayStart(f.bookingDateFrom, ctx.site.timezone)) : undefined,
    f.bookingDateTo ? lt(flightBookings.createdAt, siteDayEnd(f.bookingDateTo, ctx.site.timezone)) : undefined,
    f.travelDateFrom ? gte(flightBookings.travelDate, f.travelDateFrom) : undefined,
    f.travelDateTo ? sql`${flightBookings.travelDate} <= ${f.travelDateTo}` : undefined,
  );
}

/** BD booking date descending, BA ascending, TD travel date descending, TA ascending; ties by id. */
export function ticketOrder(sortBy: TTicketFilters["sortBy"]) {
  switch (sortBy) {
    case "BA":
      return [asc(flightBookings.createdAt), asc(flightBookings.id)];
    case "TD":
      return [desc(flightBookings.travelDate), desc(flightBookings.id)];
    case "TA":
      return [asc(flightBookings.travelDate), asc(flightBookings.id)];
    default:
      return [desc(flightBookings.createdAt), desc(flightBookings.id)];
  }
}

/** The columns a ticket card needs (no whole result documents). */
export const ticketColumns = {
  id: flightBookings.id,
  createdAt: flightBookings.createdAt,
  travelDate: flightBookings.travelDate,
  amount: flightBookings.amount,
  currency: flightBookings.currency,
  pnr: flightBookings.pnr,
  airlineCode: flightBookings.airlineCode,
  airlineName: sql<string | null>`${flightBookings.segments}->0->0->>'airlineName'`,
  segments: flightBookings.segments,
  isDomestic: flightBookings.isDomestic,
  status: flightBookings.status,
  statusId: flightBookings.statusId,
  changeRequestStatusText: flightBookings.changeRequestStatusText,
  passengers: flightBookings.passengers,
  userId: flightBookings.userId,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorEmail: users.email,
};
