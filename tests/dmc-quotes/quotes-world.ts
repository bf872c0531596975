import { systemDb } from "@/db/client";
import { dmcExchangeRates } from "@/db/schema/dmc-itineraries";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { addRoomRate, addTicketRate, addTransferRate, createDmcBase, createHotelRoomType, createTourOption } from "../helpers/dmc-fixtures";

type RouteHandler = Parameters<typeof call>[0];

/**
 * A DMC site with a hotel (room type), two tour options (each with room, ticket and transfer rates), an AED->USD rate, plain staff (catalogue
 * defaults: build and view itineraries), a travel agent (the customer) and another DMC site with its own.
 */
export async function createQuotesWorld() {
  const site = await createTestSite();
  const other = await createTestSite();
  const base = await createDmcBase(site.id);
  const otherBase = await createDmcBase(other.id);
  const { hotel, roomType } = await createHotelRoomType(base);
  const burj = await createTourOption(base, "Burj Khalifa At the Top");
  const safari = await createTourOption(base, "Desert Safari");
  const otherHotel = (await createHotelRoomType(otherBase, "Other hotel")).hotel;
  const otherOption = await createTourOption(otherBase, "Other option");
  await systemDb.insert(dmcExchangeRates).values({ siteId: site.id, fromCurrency: "AED", toCurrency: "USD", rate: 0.2723 });
  // Rates for every line the tests quote (the server re-prices hotel and activity lines at each save; an unpriced one cannot be sent or vouchered: decision 0062).
  await addRoomRate(base, roomType.id);
  for (const option of [burj, safari]) {
    await addTicketRate(base, option.id);
    for (const sharingBasis of ["SIC", "PVT", "dropSICpickupSIC", "dropSICpickupPVT", "dropPVTpickupSIC", "dropPVTpickupPVT"] as const)
      for (const transferType of ["oneway", "return"] as const) await addTransferRate(base, option.id, { sharingBasis: sharingBasis as "SIC", transferType });
  }
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const otherStaff = await createTestUser(other.id, { userType: "staff" });
  const otherAgent = await createTestUser(other.id, { userType: "travelAgent", companyName: `Other ${other.id}` });
  const [staffToken, agentToken, otherStaffToken] = await Promise.all([logInAs(site.domain, staff.email!), logInAs(site.domain, agent.email!), logInAs(other.domain, otherStaff.email!)]);
  return { site, other, base, hotel, roomType, burj, safari, otherHotel, otherOption, staff, agent, otherStaff, otherAgent, staffToken, agentToken, otherStaffToken };
}
export type QuotesWorld = Awaited<ReturnType<typeof createQuotesWorld>>;

export function as(w: QuotesWorld, who: "staff" | "agent" | "anonymous" | "otherStaff") {
  if (who === "otherStaff") return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.other.domain, token: w.otherStaffToken, ...options });
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** A 3-night Dubai itinerary: a hotel, two activities with transfers, a miscellaneous line. */
export function kartBody(w: QuotesWorld, extra: Record<string, unknown> = {}) {
  return {
    customerId: w.agent.id,
    kartName: "Dubai 3 nights",
    adults: 2,
    child: 1,
    infant: 0,
    arrivalDate: "2026-12-10",
    noOfDays: 4,
    noOfNights: 3,
    quoteValidyInDays: 7,
    paymentDeadline: "2026-12-01",
    currency: "USD",
    priceBreakup: "full",
    serviceCharge: 20,
    remittanceCharge: 5,
    discount: 10,
    accomodations: [{ accomodationId: w.hotel.id, roomTypeId: w.roomType.id, noOfNights: 3, checkinDate: "2026-12-10", numberOfRooms: 1, price: 1000, currency: "AED", doubleRoomCount: 1, doubleRoomPrice: 1000 }],
    activities: [
      { tourOptionId: w.burj.id, price: 120.5, startDate: "2026-12-11", time: "10:00", transferType: "oneway", sharingBasis: "SIC", transfers: [{ purpose: "pickup", time: "09:00", pickupLocation: "Marina Bay Hotel", dropLocation: "Burj Khalifa" }] },
      { tourOptionId: w.safari.id, price: 90, startDate: "2026-12-12", time: "15:00" },
    ],
    miscellaneous: [{ name: "SIM card", description: "5 GB data", price: 15, startDate: "2026-12-10" }],
    flights: [{ airlineCode: "EK", flightNo: "501", origin: "BOM", destination: "DXB", price: 0, departureDate: "2026-12-10", departureTime: "04:30", pnr: "ABC123" }],
    passengers: [
      { title: "Mr", firstName: "Ravi", lastName: "Kumar", paxType: 1 },
      { title: "Mrs", firstName: "Asha", lastName: "Kumar", paxType: 1 },
      { title: "Master", firstName: "Dev", lastName: "Kumar", dateOfBirth: "2018-04-02", paxType: 2 },
    ],
    ...extra,
  };
}
