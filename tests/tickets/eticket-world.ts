import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { users } from "@/db/schema/users";
import { verifySessionToken } from "@/server/auth/session";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";

type RouteHandler = Parameters<typeof call>[0];

const segment = (over: Record<string, unknown>) => ({
  airlineName: "IndiGo", airlineCode: "6E", flightNumber: "2134", fareClass: "T", originAirportCode: "BOM", originAirportName: "Chhatrapati Shivaji Maharaj International Airport",
  originCityName: "Mumbai", originTerminal: "1", destinationAirportCode: "DEL", destinationAirportName: "Indira Gandhi International Airport", destinationCityName: "Delhi",
  destinationCityCode: "DEL", destinationTerminal: "2", departureTime: "2026-12-20T08:00:00", arrivalTime: "2026-12-20T10:10:00", durationMinutes: 130, groundTimeMinutes: 0,
  flightStatus: "Confirmed", airlinePnr: "AIRPN1", baggage: "15 Kg", cabinBaggage: "7 Kg", craft: "320", stopPoint: "", stopPointArrivalTime: "", stopPointDepartureTime: "", operatingCarrier: "6E",
  ...over,
});

/**
 * A ticketed booking as ticketing leaves it, written directly (the booking flow is covered by
 * tests/booking): two passengers, a BOM-DEL-BLR journey with airline PNRs, a priced fare
 * (base 4,000 of 5,000) and 10 Kg of extra baggage for the first passenger (300 rupees).
 */
export async function insertETicketBooking(siteId: number, userId: number, over: { status?: string; statusId?: number; pnr?: string; lastName?: string; firstName?: string } = {}) {
  const row = await insertBooking({
    siteId, userId, status: over.status, statusId: over.statusId, pnr: over.pnr ?? `E${randomUUID().replace(/-/g, "").slice(0, 5).toUpperCase()}`,
    passengers: [{ firstName: over.firstName ?? "Asha", lastName: over.lastName ?? "Rao", ticketNumber: "312-1000000001" }, { firstName: "Meera", lastName: "Rao", ticketNumber: "312-1000000002" }],
  });
  const legs = [[segment({}), segment({ flightNumber: "518", originAirportCode: "DEL", originCityName: "Delhi", destinationAirportCode: "BLR", destinationCityName: "Bengaluru", departureTime: "2026-12-20T12:00:00", arrivalTime: "2026-12-20T14:45:00", airlinePnr: "AIRPN2" })]];
  const bag = { code: "XBAG10", description: "Prepaid excess baggage 10 Kg", weightKg: 10, price: 30_000, currency: "INR", origin: "BOM", destination: "DEL", airlineCode: "6E", flightNumber: "2134", wayType: 1 };
  const [updated] = await systemDb
    .update(flightBookings)
    .set({
      segments: legs, result: { segments: legs, fare: { currency: "INR", baseFare: 4000, tax: 800, otherCharges: 200, discount: 0 } },
      fareAmount: 500_000, ssrAmount: 30_000, amount: 530_000, ssr: [{ baggage: [bag], meals: [] }, { baggage: [], meals: [] }],
      ticketedAt: new Date("2026-11-02T06:30:00Z"),
    })
    .where(eq(flightBookings.id, row.id))
    .returning();
  return updated;
}

/** Puts a user in a permission group holding only `keys`. */
export async function restrictTo(siteId: number, userId: number, keys: string[]) {
  const [group] = await systemDb.insert(rbacUserGroups).values({ siteId, groupName: `Only ${randomUUID().slice(0, 6)}` }).returning();
  if (keys.length) await systemDb.insert(rbacUserGroupPermissions).values(keys.map((permissionKey) => ({ userGroupId: group.id, permissionKey })));
  await systemDb.update(users).set({ rbacUserGroupId: group.id }).where(eq(users.id, userId));
}

/** Site A with an agent (owner of the booking), a retail user of the same site, and site B with its own agent and booking. */
export async function createETicketWorld() {
  const site = await createTestSite({ companyName: "Skyline Travels", adminContact: "+91 22 4000 1234", adminEmail: "desk@skyline.test", logoUrl: "/brand/skyline.svg" });
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const stranger = await createTestUser(site.id, { userType: "retail" });
  const otherSite = await createTestSite();
  const otherAgent = await createTestUser(otherSite.id, { userType: "travelAgent" });
  const [agentToken, strangerToken, otherToken] = await Promise.all([logInAs(site.domain, agent.email!), logInAs(site.domain, stranger.email!), logInAs(otherSite.domain, otherAgent.email!)]);
  const booking = await insertETicketBooking(site.id, agent.id);
  const otherBooking = await insertETicketBooking(otherSite.id, otherAgent.id);
  const as = (token: string | undefined, host = site.domain) => (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host, token, ...options });
  return {
    site, agent, stranger, otherSite, otherAgent, agentToken, strangerToken, otherToken, booking, otherBooking, as,
    principalOf: async (token: string) => (await verifySessionToken(token))!,
  };
}
export type ETicketWorld = Awaited<ReturnType<typeof createETicketWorld>>;
