import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { dmcActivities, dmcComboItems, dmcCombos, dmcTicketRates, dmcTourOptions, dmcTransferRates } from "../schema/dmc";
import type { DmcBase } from "./dmc";

/*
 * The demo DMC's activities (issue 13): five Dubai activities with tour options, ticket rates and
 * SIC/private transfer rates in the India (USD) and GCC (AED) markets, valid through 2027, and one
 * combo. Idempotent: activities, options and combos are found by name; an option's rates are added
 * only when it has none.
 */

const VALID = { validFromDate: "2026-01-01", validTillDate: "2027-12-31" } as const;
/** Amounts in minor units: [adult, child] per market; transfers [SIC per pax, PVT per vehicle]. */
type OptionSeed = {
  name: string;
  description: string;
  flags?: Partial<{ hasTimeSlots: boolean; hasMeal: boolean; hasGuide: boolean; hasTicket: boolean }>;
  pickupTime?: string;
  dropTime?: string;
  timeSlots?: string[];
  ticketUsd: [number, number];
  transferUsd: [number, number];
};
type ActivitySeed = { name: string; description: string; area: keyof DmcBase["areas"]; priority: number; isTransferRequired: boolean; options: OptionSeed[] };

export const DEMO_DMC_ACTIVITIES: ActivitySeed[] = [
  {
    name: "Burj Khalifa At the Top",
    description: "Levels 124 and 125 of the world's tallest building.",
    area: "Downtown",
    priority: 5,
    isTransferRequired: false,
    options: [
      { name: "At the Top, non-prime hours", description: "Entry before 3 PM or after 7 PM.", flags: { hasTimeSlots: true }, timeSlots: ["Before 11AM", "After 9PM"], ticketUsd: [4500, 3500], transferUsd: [1500, 6000] },
      { name: "At the Top, prime hours", description: "Sunset entry, 3 PM to 7 PM.", flags: { hasTimeSlots: true }, timeSlots: ["11AM to 4PM", "4PM to 9PM"], ticketUsd: [7500, 6000], transferUsd: [1500, 6000] },
    ],
  },
  {
    name: "Desert Safari with Dinner",
    description: "Dune bashing, camel ride and a barbecue dinner at a desert camp.",
    area: "Bur Dubai",
    priority: 4,
    isTransferRequired: true,
    options: [
      { name: "Evening safari with BBQ dinner", description: "Pickup 3 PM, back by 9 PM.", flags: { hasMeal: true, hasGuide: true }, pickupTime: "15:00", dropTime: "21:00", ticketUsd: [5500, 4000], transferUsd: [0, 9000] },
    ],
  },
  {
    name: "Dhow Cruise",
    description: "Two hours on a traditional dhow with dinner.",
    area: "Dubai Marina",
    priority: 3,
    isTransferRequired: false,
    options: [
      { name: "Marina dhow cruise with dinner", description: "International buffet, 8 PM to 10 PM.", flags: { hasMeal: true }, pickupTime: "19:30", dropTime: "22:30", ticketUsd: [4000, 2500], transferUsd: [1200, 5000] },
      { name: "Creek dhow cruise with dinner", description: "Old Dubai by night.", flags: { hasMeal: true }, pickupTime: "19:00", dropTime: "22:00", ticketUsd: [3000, 2000], transferUsd: [1200, 5000] },
    ],
  },
  {
    name: "Abu Dhabi City Tour",
    description: "Sheikh Zayed Grand Mosque, Corniche and Qasr Al Watan, from Dubai.",
    area: "Deira",
    priority: 2,
    isTransferRequired: true,
    options: [
      { name: "Full-day tour with lunch", description: "Guided, 8 AM to 6 PM.", flags: { hasMeal: true, hasGuide: true }, pickupTime: "08:00", dropTime: "18:00", ticketUsd: [6500, 5000], transferUsd: [2500, 18000] },
    ],
  },
  {
    name: "Miracle Garden",
    description: "150 million flowers in the desert (November to May).",
    area: "Downtown",
    priority: 1,
    isTransferRequired: false,
    options: [{ name: "Miracle Garden entry", description: "Open entry, any time of day.", flags: { hasTimeSlots: true }, timeSlots: ["Any Time"], ticketUsd: [2500, 2000], transferUsd: [1500, 7000] }],
  },
];

/** USD to AED at the peg (3.6725), rounded to whole dirhams: the GCC market's rates. */
const toAed = (usdMinor: number) => Math.round((usdMinor * 3.6725) / 100) * 100;

async function findOrCreateActivity(db: Db, base: DmcBase, a: ActivitySeed) {
  const where = and(eq(dmcActivities.siteId, base.siteId), eq(dmcActivities.name, a.name));
  const [found] = await db.select({ id: dmcActivities.id }).from(dmcActivities).where(where);
  if (found) return found.id;
  const [row] = await db
    .insert(dmcActivities)
    .values({ siteId: base.siteId, name: a.name, description: a.description, cityId: base.dubaiCityId, priority: a.priority, isTransferRequired: a.isTransferRequired, areaId: base.areas[a.area] })
    .returning({ id: dmcActivities.id });
  return row.id;
}

async function findOrCreateOption(db: Db, siteId: number, activityId: number, o: OptionSeed) {
  const [found] = await db
    .select({ id: dmcTourOptions.id })
    .from(dmcTourOptions)
    .where(and(eq(dmcTourOptions.siteId, siteId), eq(dmcTourOptions.activityId, activityId), eq(dmcTourOptions.name, o.name)));
  if (found) return found.id;
  const [row] = await db
    .insert(dmcTourOptions)
    .values({ siteId, activityId, name: o.name, description: o.description, ...o.flags, pickupTime: o.pickupTime ?? null, dropTime: o.dropTime ?? null, timeSlots: o.timeSlots ?? [] })
    .returning({ id: dmcTourOptions.id });
  return row.id;
}

async function seedOptionRates(db: Db, base: DmcBase, tourOptionId: number, o: OptionSeed) {
  const [hasRates] = await db.select({ id: dmcTicketRates.id }).from(dmcTicketRates).where(and(eq(dmcTicketRates.siteId, base.siteId), eq(dmcTicketRates.tourOptionId, tourOptionId))).limit(1);
  if (hasRates) return;
  const markets = [
    { marketId: base.markets.India, currency: "USD", amount: (n: number) => n },
    { marketId: base.markets.GCC, currency: "AED", amount: toAed },
  ];
  for (const m of markets) {
    const common = { siteId: base.siteId, tourOptionId, marketId: m.marketId, currency: m.currency, ...VALID };
    await db.insert(dmcTicketRates).values({ ...common, description: "Entry ticket", adultAmount: m.amount(o.ticketUsd[0]), childAmount: m.amount(o.ticketUsd[1]) });
    await db.insert(dmcTransferRates).values([
      { ...common, description: "Shared (SIC) return transfer", transferType: "return", sharingBasis: "SIC", amount: m.amount(o.transferUsd[0]), isPerPax: true },
      { ...common, description: "Private return transfer, up to 4", transferType: "return", sharingBasis: "PVT", amount: m.amount(o.transferUsd[1]), isPerPax: false, minPax: 1, maxPax: 4 },
      { ...common, description: "Private return transfer, 5 to 12", transferType: "return", sharingBasis: "PVT", amount: m.amount(Math.round(o.transferUsd[1] * 1.6)), isPerPax: false, minPax: 5, maxPax: 12 },
    ]);
  }
}

export const DEMO_DMC_COMBO = { name: "Dubai Highlights", discountUsdMinor: 1000, options: ["At the Top, non-prime hours", "Evening safari with BBQ dinner", "Marina dhow cruise with dinner"] };

/** The demo activities, their tour options and rates, and the "Dubai Highlights" combo. */
export async function seedDmcActivities(db: Db, base: DmcBase): Promise<void> {
  const optionIds = new Map<string, number>();
  for (const a of DEMO_DMC_ACTIVITIES) {
    const activityId = await findOrCreateActivity(db, base, a);
    for (const o of a.options) {
      const id = await findOrCreateOption(db, base.siteId, activityId, o);
      optionIds.set(o.name, id);
      await seedOptionRates(db, base, id, o);
    }
  }
  const [combo] = await db.select({ id: dmcCombos.id }).from(dmcCombos).where(and(eq(dmcCombos.siteId, base.siteId), eq(dmcCombos.name, DEMO_DMC_COMBO.name)));
  if (combo) return;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(dmcCombos).values({ siteId: base.siteId, name: DEMO_DMC_COMBO.name, currency: "USD", amount: DEMO_DMC_COMBO.discountUsdMinor }).returning({ id: dmcCombos.id });
    await tx.insert(dmcComboItems).values(
      DEMO_DMC_COMBO.options.map((name, position) => ({ siteId: base.siteId, comboId: row.id, tourOptionId: optionIds.get(name)!, position, withOnwardTransfer: true, withReturnTransfer: position === 0 })),
    );
  });
}
