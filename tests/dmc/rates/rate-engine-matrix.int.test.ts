import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { priceDmcLines } from "@/server/dmc/price-dmc-lines";
import type { LinePrice, Money, PriceAnswer, PriceLine } from "@/server/dmc/rate-engine-types";
import type { RateVerdictReason } from "@/server/dmc/rate-selection";
import { createTestSite, createTestUser } from "../../helpers/fixtures";
import {
  addAreaTransfer,
  addRoomRate,
  addTicketRate,
  addTransferRate,
  createCombo,
  createDmcBase,
  createHotelRoomType,
  createTourOption,
  setCustomerMarket,
  type DmcFixture,
} from "../../helpers/dmc-fixtures";

afterAll(() => closeDb());

/*
 * The rate engine's matrix (issue 13): each case builds its own catalogue, prices one line for a
 * customer and checks the price AND the explanation (the market line, which rate won, every other
 * rate's reason, the computation and the markup and discount lines).
 */

type World = { base: DmcFixture; customerId: number; legalEntityId: number | null; tourOptionId: number };
type Arranged = { line: PriceLine; rates: Record<string, number>; customerId?: number };
type Case = {
  name: string;
  arrange: (w: World) => Promise<Arranged>;
  /** null: not priced (no rate applies). */
  totals: Money[] | null;
  /** The key (in rates) of the winning rate of the line's first component. */
  winner: string | null;
  reasons?: Record<string, RateVerdictReason>;
  /** Substrings the explanation must contain. */
  explain: string[];
};

const tour = (w: World, date: string, extra: Partial<Extract<PriceLine, { kind: "tourOption" }>> = {}): PriceLine => ({
  kind: "tourOption",
  tourOptionId: w.tourOptionId,
  date,
  adults: 2,
  children: 1,
  transfer: null,
  comboId: null,
  ...extra,
});
const usd = (amount: number): Money[] => [{ currency: "USD", amount }];

const CASES: Case[] = [
  {
    name: "first valid day: the rate applies (per pax: 2 x 40 + 1 x 30)",
    arrange: async (w) => ({ line: tour(w, "2026-03-01"), rates: { a: (await addTicketRate(w.base, w.tourOptionId, { validFromDate: "2026-03-01", validTillDate: "2026-03-31" })).id } }),
    totals: usd(11000),
    winner: "a",
    explain: ["Won: priority 1, valid 1 Mar 2026 to 31 Mar 2026 in India", "2 adults x USD 40.00 + 1 child x USD 30.00 = USD 110.00", "the site's default market"],
  },
  {
    name: "last valid day: the rate applies",
    arrange: async (w) => ({ line: tour(w, "2026-03-31"), rates: { a: (await addTicketRate(w.base, w.tourOptionId, { validFromDate: "2026-03-01", validTillDate: "2026-03-31" })).id } }),
    totals: usd(11000),
    winner: "a",
    explain: ["Won: priority 1"],
  },
  {
    name: "the day after the last: expired, and the next period's rate wins",
    arrange: async (w) => {
      const a = await addTicketRate(w.base, w.tourOptionId, { validFromDate: "2026-03-01", validTillDate: "2026-03-31" });
      const b = await addTicketRate(w.base, w.tourOptionId, { validFromDate: "2026-04-01", validTillDate: "2026-04-30", adultAmount: 5000 });
      return { line: tour(w, "2026-04-01"), rates: { a: a.id, b: b.id } };
    },
    totals: usd(13000),
    winner: "b",
    reasons: { a: "expired" },
    explain: ["Expired on 1 Apr 2026: valid till 31 Mar 2026"],
  },
  {
    name: "the day before the first: not yet valid, no price",
    arrange: async (w) => ({ line: tour(w, "2026-02-28"), rates: { a: (await addTicketRate(w.base, w.tourOptionId, { validFromDate: "2026-03-01", validTillDate: "2026-03-31" })).id } }),
    totals: null,
    winner: null,
    reasons: { a: "notYetValid" },
    explain: ["Not yet valid on 28 Feb 2026: valid from 1 Mar 2026", "Ticket: No ticket rate applies"],
  },
  {
    name: "the customer's own market (GCC) wins over the default market's rate",
    arrange: async (w) => {
      await setCustomerMarket(w.base, w.customerId, w.base.markets.GCC);
      const india = await addTicketRate(w.base, w.tourOptionId, { priority: 5 });
      const gcc = await addTicketRate(w.base, w.tourOptionId, { marketId: w.base.markets.GCC, adultAmount: 4500, childAmount: 3500, currency: "AED" });
      return { line: tour(w, "2026-06-01"), rates: { india: india.id, gcc: gcc.id } };
    },
    totals: [{ currency: "AED", amount: 12500 }],
    winner: "gcc",
    reasons: { india: "otherMarket" },
    explain: ["Market GCC: ", "'s market", "Other market: India (pricing for GCC)"],
  },
  {
    name: "no market of their own: the site's default market (India)",
    arrange: async (w) => {
      const india = await addTicketRate(w.base, w.tourOptionId);
      const gcc = await addTicketRate(w.base, w.tourOptionId, { marketId: w.base.markets.GCC, priority: 9 });
      return { line: tour(w, "2026-06-01"), rates: { india: india.id, gcc: gcc.id } };
    },
    totals: usd(11000),
    winner: "india",
    reasons: { gcc: "otherMarket" },
    explain: ["Market India: the site's default market", "Other market: GCC (pricing for India)"],
  },
  {
    name: "private transfer: the pax band decides (party of 3 fits 1-4, not 5-8), per vehicle",
    arrange: async (w) => {
      await addTicketRate(w.base, w.tourOptionId);
      const small = await addTransferRate(w.base, w.tourOptionId, { sharingBasis: "PVT", isPerPax: false, amount: 12000, minPax: 1, maxPax: 4 });
      const large = await addTransferRate(w.base, w.tourOptionId, { sharingBasis: "PVT", isPerPax: false, amount: 20000, minPax: 5, maxPax: 8, priority: 3 });
      const sic = await addTransferRate(w.base, w.tourOptionId, { sharingBasis: "SIC" });
      return { line: tour(w, "2026-06-01", { transfer: { sharingBasis: "PVT", transferType: "return" } }), rates: { small: small.id, large: large.id, sic: sic.id } };
    },
    totals: usd(11000 + 12000),
    winner: null,
    reasons: { small: "won", large: "paxOutsideBand", sic: "otherLane" },
    explain: ["Party of 3 is outside the pax band 5-8", "Per vehicle: USD 120.00", "Not asked for: SIC return (asked for PVT return)"],
  },
  {
    name: "shared transfer per pax multiplies by the party",
    arrange: async (w) => {
      await addTicketRate(w.base, w.tourOptionId);
      const sic = await addTransferRate(w.base, w.tourOptionId, { sharingBasis: "SIC", amount: 1500 });
      return { line: tour(w, "2026-06-01", { transfer: { sharingBasis: "SIC", transferType: "return" } }), rates: { sic: sic.id } };
    },
    totals: usd(11000 + 4500),
    winner: null,
    reasons: { sic: "won" },
    explain: ["3 people x USD 15.00 = USD 45.00"],
  },
  {
    name: "per booking ticket: the adult amount once",
    arrange: async (w) => ({ line: tour(w, "2026-06-01"), rates: { a: (await addTicketRate(w.base, w.tourOptionId, { isPerPax: false, adultAmount: 25000 })).id } }),
    totals: usd(25000),
    winner: "a",
    explain: ["Per booking: USD 250.00"],
  },
  {
    name: "the highest priority wins; the others say lower priority",
    arrange: async (w) => {
      const low = await addTicketRate(w.base, w.tourOptionId, { priority: 1 });
      const high = await addTicketRate(w.base, w.tourOptionId, { priority: 2, validFromDate: "2026-05-01", validTillDate: "2026-07-31", adultAmount: 3500 });
      return { line: tour(w, "2026-06-01"), rates: { low: low.id, high: high.id } };
    },
    totals: usd(2 * 3500 + 3000),
    winner: "high",
    reasons: { low: "lowerPriority" },
    explain: ["Lower priority: 1 (rate", "has 2)"],
  },
  {
    name: "a priority tie: the newest rate (highest id) wins",
    arrange: async (w) => {
      const older = await addTicketRate(w.base, w.tourOptionId, { priority: 2 });
      const newer = await addTicketRate(w.base, w.tourOptionId, { priority: 2, adultAmount: 4200 });
      return { line: tour(w, "2026-06-01"), rates: { older: older.id, newer: newer.id } };
    },
    totals: usd(2 * 4200 + 3000),
    winner: "newer",
    reasons: { older: "lostTie" },
    explain: ["Lost the tie at priority 2: the newest rate"],
  },
  {
    name: "activity markup percent (10%) and its discount (2%)",
    arrange: async (w) => {
      const group = await seedMarkupGroup(systemDb, { siteId: w.base.siteId, groupName: "Standard", isDefault: true });
      await seedMarkupRule(systemDb, { siteId: w.base.siteId, groupId: group.id, kind: "activity", valueType: "percent", value: 1000, discountValueType: "percent", discountValue: 200 });
      return { line: tour(w, "2026-06-01"), rates: { a: (await addTicketRate(w.base, w.tourOptionId)).id } };
    },
    totals: usd(11000 + 1100 - 220),
    winner: "a",
    explain: ["Activity markup of group Standard", "10% of USD 110.00 = USD 11.00", "Markup discount", "= -USD 2.20"],
  },
  {
    name: "activity markup flat per passenger: minor units of the rate's currency",
    arrange: async (w) => {
      const group = await seedMarkupGroup(systemDb, { siteId: w.base.siteId, groupName: "Standard", isDefault: true });
      await seedMarkupRule(systemDb, { siteId: w.base.siteId, groupId: group.id, kind: "activity", valueType: "flat", value: 500, basis: "perPassenger" });
      return { line: tour(w, "2026-06-01"), rates: { a: (await addTicketRate(w.base, w.tourOptionId)).id } };
    },
    totals: usd(11000 + 1500),
    winner: "a",
    explain: ["flat USD 5.00 x 3 passengers = USD 15.00"],
  },
  {
    name: "a combo's discount: its amount shared by its tour options",
    arrange: async (w) => {
      const other = await createTourOption(w.base, "Dhow cruise");
      const combo = await createCombo(w.base, [w.tourOptionId, other.id], 2001);
      return { line: tour(w, "2026-06-01", { comboId: combo.id }), rates: { a: (await addTicketRate(w.base, w.tourOptionId)).id } };
    },
    totals: usd(11000 - 1001),
    winner: "a",
    explain: ["Combo Dubai highlights: USD 20.01 shared by 2 tour options = -USD 10.01"],
  },
  {
    name: "area transfer, private per vehicle inside its band",
    arrange: async (w) => {
      const pvt = await addAreaTransfer(w.base, { sharingBasis: "private", amount: 9000, minPax: 1, maxPax: 4 });
      const shared = await addAreaTransfer(w.base, { sharingBasis: "sharing", amount: 2000 });
      const line: PriceLine = { kind: "areaTransfer", fromAreaId: w.base.areas["DXB airport"], toAreaId: w.base.areas["Dubai Marina"], purpose: "Pickup", sharingBasis: "private", date: "2026-06-01", adults: 2, children: 1 };
      return { line, rates: { pvt: pvt.id, shared: shared.id } };
    },
    totals: usd(9000),
    winner: "pvt",
    reasons: { shared: "otherLane" },
    explain: ["Per vehicle: USD 90.00", "pax band 1-4"],
  },
  {
    name: "hotel stay across two rate periods: each night on its own rate",
    arrange: async (w) => {
      const { roomType } = await createHotelRoomType(w.base);
      const june = await addRoomRate(w.base, roomType.id, { validFromDate: "2026-06-01", validTillDate: "2026-06-30", double: 12000 });
      const july = await addRoomRate(w.base, roomType.id, { validFromDate: "2026-07-01", validTillDate: "2026-07-31", double: 15000 });
      const line: PriceLine = { kind: "hotel", roomTypeId: roomType.id, checkinDate: "2026-06-29", nights: 3, rooms: 1, adults: 3, childrenWithBed: 0, childrenWithoutBed: 1 };
      return { line, rates: { june: june.id, july: july.id } };
    },
    // June: (12000 + 3000 + 1000) x 2 = 32000; July: (15000 + 3000 + 1000) x 1 = 19000.
    totals: usd(32000 + 19000),
    winner: "june",
    reasons: { july: "notYetValid" },
    explain: ["2 nights 29 Jun 2026 to 30 Jun 2026", "Night of 1 Jul 2026", "1 double room x USD 120.00 + 1 extra adult x USD 30.00 + 1 child without bed x USD 10.00"],
  },
];

async function createWorld(): Promise<World> {
  const site = await createTestSite();
  const base = await createDmcBase(site.id);
  const customer = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const option = await createTourOption(base);
  return { base, customerId: customer.id, legalEntityId: customer.legalEntityId ?? null, tourOptionId: option.id };
}

const explanationText = (answer: PriceAnswer, line: LinePrice) =>
  [answer.market.text, answer.markup, line.error ?? "", ...line.components.flatMap((c) => [c.label, c.computation, ...c.verdicts.map((v) => v.text)]), ...line.adjustments.map((a) => a.text)].join("\n");

describe("the DMC rate engine", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const w = await createWorld();
    const arranged = await c.arrange(w);
    const answer = await priceDmcLines(createSiteDb(w.base.siteId), arranged.customerId ?? w.customerId, [arranged.line]);
    const [line] = answer.lines;
    if (c.totals === null) {
      expect(line.isPriced).toBe(false);
      expect(line.totals).toEqual([]);
    } else {
      expect(line.error).toBeNull();
      expect(line.totals).toEqual(c.totals);
      expect(answer.totals).toEqual(c.totals);
    }
    const verdicts = line.components.flatMap((comp) => comp.verdicts);
    if (c.winner !== null) {
      expect(line.components[0].rateId).toBe(arranged.rates[c.winner]);
      expect(line.components[0].verdicts[0]).toMatchObject({ rateId: arranged.rates[c.winner], reason: "won" });
    }
    for (const [key, reason] of Object.entries(c.reasons ?? {})) {
      expect(verdicts.find((v) => v.rateId === arranged.rates[key])?.reason).toBe(reason);
    }
    // Every rate of the item has a verdict.
    for (const id of Object.values(arranged.rates)) expect(verdicts.some((v) => v.rateId === id)).toBe(true);
    const text = explanationText(answer, line);
    for (const fragment of c.explain) expect(text).toContain(fragment);
  });
});
