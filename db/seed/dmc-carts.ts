import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { dmcActivities, dmcHotels, dmcRoomTypes, dmcTourOptions } from "../schema/dmc";
import { dmcCartItems, dmcCarts } from "../schema/dmc-carts";
import { users } from "../schema/users";

/*
 * Demo activity carts (issue 14, decision 0043) so the activity queue is not empty on the first
 * start: Demo Agency's honeymoon cart (a hotel stay, a dhow cruise, an optional Burj Khalifa visit)
 * waiting as New, and the retail customer's desert safari In progress. Demo site only (the e2e specs
 * expect Acme's queue empty); idempotent by the carts' remarks. Accepted prices are the demo rates
 * for the India market in USD with no markup (what the engine answers for these users), so a
 * read shows no price change (tests/dmc-builder/demo-carts.int.test.ts holds that).
 */

const DAY = 86_400_000;
const LAST_RATE_DAY = "2027-12-31";
const day = (from: number) => {
  const d = new Date(Date.now() + from * DAY).toISOString().slice(0, 10);
  return d > LAST_RATE_DAY ? LAST_RATE_DAY : d;
};

type Item = { kind: "hotel"; hotel: string; room: string; at: number; nights: number; usd: number } | { kind: "tourOption"; option: string; at: number; usd: number; optional?: boolean };
type DemoCart = { email: string; remarks: string; status: "new" | "inProgress"; from: number; to: number; adults: number; items: Item[] };

export const DEMO_CARTS: DemoCart[] = [
  {
    email: "agent@demo.test",
    remarks: "Demo: honeymoon couple, quiet hotel please",
    status: "new",
    from: 14,
    to: 17,
    adults: 2,
    items: [
      { kind: "hotel", hotel: "Deira Creek Inn", room: "Standard Room", at: 14, nights: 3, usd: 6500 * 3 },
      { kind: "tourOption", option: "Marina dhow cruise with dinner", at: 15, usd: 4000 * 2 },
      { kind: "tourOption", option: "At the Top, non-prime hours", at: 16, usd: 4500 * 2, optional: true },
    ],
  },
  {
    email: "retail@demo.test",
    remarks: "Demo: asked for a morning pickup",
    status: "inProgress",
    from: 30,
    to: 33,
    adults: 1,
    items: [{ kind: "tourOption", option: "Evening safari with BBQ dinner", at: 31, usd: 5500 }],
  },
];

export async function seedDmcCarts(db: Db, siteId: number): Promise<void> {
  const have = await db.select({ remarks: dmcCarts.remarks }).from(dmcCarts).where(and(eq(dmcCarts.siteId, siteId), inArray(dmcCarts.remarks, DEMO_CARTS.map((c) => c.remarks))));
  for (const c of DEMO_CARTS) {
    if (have.some((h) => h.remarks === c.remarks)) continue;
    const [user] = await db.select({ id: users.id, legalEntityId: users.legalEntityId }).from(users).where(and(eq(users.siteId, siteId), eq(users.email, c.email)));
    if (!user) continue;
    const items: (typeof dmcCartItems.$inferInsert)[] = [];
    for (const i of c.items) {
      const base = { siteId, cartId: 0, kind: i.kind, date: day(i.at), acceptedTotals: [{ currency: "USD", amount: i.usd }] };
      if (i.kind === "hotel") {
        const [room] = await db
          .select({ id: dmcRoomTypes.id })
          .from(dmcRoomTypes)
          .innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcRoomTypes.siteId), eq(dmcHotels.id, dmcRoomTypes.hotelId)))
          .where(and(eq(dmcRoomTypes.siteId, siteId), eq(dmcHotels.name, i.hotel), eq(dmcRoomTypes.name, i.room)));
        if (room) items.push({ ...base, roomTypeId: room.id, nights: i.nights, rooms: 1 });
      } else {
        const [option] = await db
          .select({ id: dmcTourOptions.id })
          .from(dmcTourOptions)
          .innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcTourOptions.siteId), eq(dmcActivities.id, dmcTourOptions.activityId)))
          .where(and(eq(dmcTourOptions.siteId, siteId), eq(dmcTourOptions.name, i.option)));
        if (option) items.push({ ...base, tourOptionId: option.id, isOptional: i.optional ?? false });
      }
    }
    await db.transaction(async (tx) => {
      const [cart] = await tx
        .insert(dmcCarts)
        .values({ siteId, userId: user.id, legalEntityId: user.legalEntityId, createdByUserId: user.id, startDate: day(c.from), endDate: day(c.to), adults: c.adults, children: 0, status: c.status, remarks: c.remarks })
        .returning({ id: dmcCarts.id });
      if (items.length > 0) await tx.insert(dmcCartItems).values(items.map((i) => ({ ...i, cartId: cart.id })));
    });
  }
}
