import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { fixedDepartures, type FixedDepartureSegment } from "../schema/fixed-departures";

/*
 * Fixed departures (issue 15, decision 0047): a helper that writes one departure (tests and demo)
 * and the demo's group seats (DEL-DXB, BOM-BKK, DEL-SIN). Idempotent: a demo departure is found by
 * its PNR, and kept as staff left it.
 */

export type SeedFixedDepartureInput = Partial<typeof fixedDepartures.$inferInsert> & { siteId: number };

/** YYYY-MM-DD, `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function segment(airlineCode: string, flightNumber: string, origin: string, destination: string, date: string, depart: string, arrive: string): FixedDepartureSegment {
  return { airlineCode, flightNumber, origin, destination, departAt: `${date}T${depart}`, arriveAt: `${date}T${arrive}` };
}

/** One departure: DEL-DXB on Emirates in 60 days, 20 seats, 25,000.00 per adult, unless told. Amounts in paise. */
export async function seedFixedDeparture(db: Db, input: SeedFixedDepartureInput) {
  const date = input.departureDate ?? inDays(60);
  const [row] = await db
    .insert(fixedDepartures)
    .values({
      title: "Dubai group fare",
      origin: "DEL",
      destination: "DXB",
      departureDate: date,
      segments: [segment("EK", "511", "DEL", "DXB", date, "04:15", "06:30")],
      pnr: "EKGRP1",
      seatsTotal: 20,
      adultPrice: 2_500_000,
      childPrice: 2_200_000,
      infantPrice: 400_000,
      currency: "INR",
      depositPerSeat: 500_000,
      balanceDueDays: 21,
      namesDueDays: 14,
      ...input,
    })
    .returning();
  return row;
}

export async function seedFixedDepartureDemo(db: Db, siteId: number): Promise<void> {
  const demo: SeedFixedDepartureInput[] = [
    { siteId, title: "Dubai group fare (Emirates)", pnr: "EKDXB1", departureDate: inDays(45), segments: [segment("EK", "511", "DEL", "DXB", inDays(45), "04:15", "06:30")] },
    {
      siteId,
      title: "Bangkok group fare (Thai Airways)",
      origin: "BOM",
      destination: "BKK",
      pnr: "TGBKK2",
      departureDate: inDays(75),
      returnDate: inDays(81),
      seatsTotal: 30,
      adultPrice: 3_150_000,
      childPrice: 2_900_000,
      infantPrice: 450_000,
      depositPerSeat: 700_000,
      segments: [segment("TG", "318", "BOM", "BKK", inDays(75), "23:55", "05:40"), segment("TG", "317", "BKK", "BOM", inDays(81), "21:10", "00:25")],
    },
    {
      siteId,
      title: "Singapore group fare (IndiGo)",
      destination: "SIN",
      pnr: "6ESIN3",
      departureDate: inDays(100),
      seatsTotal: 12,
      adultPrice: 2_100_000,
      childPrice: 1_950_000,
      infantPrice: 300_000,
      depositPerSeat: 300_000,
      segments: [segment("6E", "1011", "DEL", "SIN", inDays(100), "22:45", "06:55")],
    },
  ];
  for (const departure of demo) {
    const [found] = await db
      .select({ id: fixedDepartures.id })
      .from(fixedDepartures)
      .where(and(eq(fixedDepartures.siteId, siteId), eq(fixedDepartures.pnr, departure.pnr!)))
      .limit(1);
    if (!found) await seedFixedDeparture(db, departure);
  }
}
