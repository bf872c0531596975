import { randomUUID } from "node:crypto";
import { systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";

export type InsertBookingInput = {
  siteId: number;
  userId: number;
  legalEntityId?: number | null;
  status?: string;
  statusId?: number;
  pnr?: string;
  airlineCode?: string;
  origin?: string;
  destination?: string;
  isDomestic?: boolean;
  travelDate?: string;
  createdAt?: Date;
  amount?: number;
  passengers?: { firstName: string; lastName: string; ticketNumber?: string; email?: string }[];
  changeRequestStatusText?: string | null;
};

/**
 * A booking row as ticketing leaves it (for the queue's filters and sorts), written directly: the
 * booking flow itself is covered by tests/booking; here only the columns the queue reads matter.
 */
export async function insertBooking(input: InsertBookingInput) {
  const orderId = randomUUID();
  const passengers = (input.passengers ?? [{ firstName: "Asha", lastName: "Rao" }]).map((p, i) => ({
    paxType: 1, title: "Mr", firstName: p.firstName, lastName: p.lastName, gender: 1, dateOfBirth: "1990-01-01", isLeadPax: i === 0, ...(p.email ? { email: p.email } : {}),
    ticket: p.ticketNumber ? { ticketId: `T${i}-${orderId.slice(0, 6)}`, ticketNumber: p.ticketNumber, validatingAirline: input.airlineCode ?? "6E" } : null,
  }));
  const airline = input.airlineCode ?? "6E";
  const origin = input.origin ?? "BOM";
  const destination = input.destination ?? "DEL";
  const segment = { airlineCode: airline, airlineName: `Airline ${airline}`, flightNumber: "101", originAirportCode: origin, destinationAirportCode: destination, departureTime: `${input.travelDate ?? "2026-12-20"}T08:00:00`, arrivalTime: `${input.travelDate ?? "2026-12-20"}T10:00:00` };
  const createdAt = input.createdAt ?? new Date();
  await systemDb.insert(flightOrders).values({ id: orderId, siteId: input.siteId, userId: input.userId, searchId: randomUUID(), resultIndexes: ["1~x"], selection: [], amount: input.amount ?? 500_000, currency: "INR", status: "booked", expiresAt: createdAt, createdAt });
  const [row] = await systemDb
    .insert(flightBookings)
    .values({
      siteId: input.siteId, orderId, userId: input.userId, legalEntityId: input.legalEntityId ?? null,
      status: input.status ?? "ticketed", statusId: input.statusId ?? 3, supplierId: 0, source: "Simulated", traceId: "t", resultIndex: "1~x", supplierResultIndex: "x",
      pnr: input.pnr ?? randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase(), isLcc: true, isDomestic: input.isDomestic ?? true, airlineCode: airline, origin, destination,
      travelDate: input.travelDate ?? "2026-12-20", passengers, passengerNames: passengers.map((p) => `${p.firstName} ${p.lastName}`.toLowerCase()).join("|"),
      ticketNumbers: passengers.flatMap((p) => (p.ticket ? [p.ticket.ticketNumber] : [])), result: { segments: [[segment]], fare: {} }, segments: [[segment]],
      fareAmount: input.amount ?? 500_000, amount: input.amount ?? 500_000, currency: "INR", changeRequestStatusText: input.changeRequestStatusText ?? null, createdAt, updatedAt: createdAt,
    })
    .returning();
  return row;
}
