import "server-only";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import { createSiteDb, type SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightChangeRequests } from "@/db/schema/tickets";
import { DASHBOARD_LIMIT, type TDashboard } from "@/lib/contracts/dashboard";
import { toMajorUnits } from "@/lib/money";
import type { Principal } from "@/server/auth/principal";
import { holdDeadline } from "@/server/booking/release-expired-holds";
import type { UserContext } from "@/server/http/context";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { getSiteUserWalletOrThrow, toBalanceView } from "@/server/wallet/wallet-records";

const OPEN_CHANGE_REQUEST = ["pending", "inProgress"];
/** Holds are few per user; the deadline is computed from the supplier's text, so they are read and sorted here. */
const HELD_READ_LIMIT = 100;

type BookingRow = Pick<typeof flightBookings.$inferSelect, "id" | "pnr" | "origin" | "destination" | "travelDate" | "status" | "passengerNames" | "amount" | "currency" | "createdAt">;

const bookingColumns = {
  id: flightBookings.id,
  pnr: flightBookings.pnr,
  origin: flightBookings.origin,
  destination: flightBookings.destination,
  travelDate: flightBookings.travelDate,
  status: flightBookings.status,
  passengerNames: flightBookings.passengerNames,
  amount: flightBookings.amount,
  currency: flightBookings.currency,
  createdAt: flightBookings.createdAt,
  lastTicketDate: flightBookings.lastTicketDate,
  bookedAt: flightBookings.bookedAt,
};

const toBooking = (b: BookingRow) => ({
  bookingId: b.id,
  pnr: b.pnr,
  origin: b.origin,
  destination: b.destination,
  travelDate: b.travelDate,
  status: b.status,
  passengerNames: b.passengerNames,
  amount: toMajorUnits(b.amount),
  currency: b.currency,
  createdAt: b.createdAt.toISOString(),
});

/**
 * The dashboard of one user of one site (decision 0023): their own bookings (drafts left out), their
 * held bookings soonest deadline first, open change requests, and (customers with the wallet
 * permission) the wallet they pay from. Every query carries the site and the user.
 */
export async function readDashboard(db: SiteDb, principal: Principal): Promise<TDashboard> {
  const mine = eq(flightBookings.userId, principal.userId);
  const listed = ne(flightBookings.status, "draft");
  const showsWallet = principal.userType !== "staff" && (await hasPermission(principal, "wallet.own.view"));
  const [recent, held, bookingCount, requests, requestCount, wallet] = await Promise.all([
    db.db.select(bookingColumns).from(flightBookings).where(db.where(flightBookings, mine, listed)).orderBy(desc(flightBookings.createdAt), desc(flightBookings.id)).limit(DASHBOARD_LIMIT),
    db.db.select(bookingColumns).from(flightBookings).where(db.where(flightBookings, mine, eq(flightBookings.status, "held"))).orderBy(asc(flightBookings.createdAt)).limit(HELD_READ_LIMIT),
    db.db.select({ n: count() }).from(flightBookings).where(db.where(flightBookings, mine, listed)),
    db.db
      .select({ id: flightChangeRequests.id, bookingId: flightChangeRequests.bookingId, pnr: flightBookings.pnr, status: flightChangeRequests.status, statusText: flightChangeRequests.statusText, requestType: flightChangeRequests.requestType, createdAt: flightChangeRequests.createdAt })
      .from(flightChangeRequests)
      .innerJoin(flightBookings, and(eq(flightBookings.id, flightChangeRequests.bookingId), eq(flightBookings.siteId, db.siteId)))
      .where(db.where(flightChangeRequests, eq(flightChangeRequests.userId, principal.userId), inArray(flightChangeRequests.status, OPEN_CHANGE_REQUEST)))
      .orderBy(desc(flightChangeRequests.createdAt), desc(flightChangeRequests.id))
      .limit(DASHBOARD_LIMIT),
    db.db.select({ n: count() }).from(flightChangeRequests).where(db.where(flightChangeRequests, eq(flightChangeRequests.userId, principal.userId), inArray(flightChangeRequests.status, OPEN_CHANGE_REQUEST))),
    showsWallet ? getSiteUserWalletOrThrow(db, principal.userId) : Promise.resolve(null),
  ]);
  const heldBookings = held
    .map((b) => ({ ...toBooking(b), deadline: holdDeadline(b).toISOString() }))
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
    .slice(0, DASHBOARD_LIMIT);
  return {
    recentBookings: recent.map(toBooking),
    heldBookings,
    wallet: wallet ? toBalanceView(wallet) : null,
    openChangeRequests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    counts: { bookings: bookingCount[0]?.n ?? 0, held: held.length, openChangeRequests: requestCount[0]?.n ?? 0 },
  };
}

/** The /user/dashboard page's read. */
export function readDashboardForPage(principal: Principal) {
  return readDashboard(createSiteDb(principal.siteId), principal);
}

/** GET /api/user/getDashboard. */
export function getDashboard(ctx: UserContext) {
  return readDashboard(ctx.db, ctx.principal);
}
