import "server-only";
import type { SiteDb } from "@/db/client";
import type { dmcCartItems } from "@/db/schema/dmc-carts";
import { priceDmcLines } from "@/server/dmc/price-dmc-lines";
import type { LinePrice, Money, PriceLine } from "@/server/dmc/rate-engine-types";

export type CartItemRow = typeof dmcCartItems.$inferSelect;
export type Party = { adults: number; children: number };
export type ItemPrice = { label: string; totals: Money[] | null; error: string | null };

/** A cart item as a rate-engine line for the cart's party (hotel children are without bed). */
export function toPriceLine(item: Pick<CartItemRow, "kind" | "tourOptionId" | "roomTypeId" | "date" | "nights" | "rooms" | "sharingBasis" | "transferType">, party: Party): PriceLine {
  if (item.kind === "hotel") {
    return { kind: "hotel", roomTypeId: item.roomTypeId!, checkinDate: item.date, nights: item.nights!, rooms: item.rooms!, adults: party.adults, childrenWithBed: 0, childrenWithoutBed: party.children };
  }
  const transfer = item.sharingBasis && item.transferType ? { sharingBasis: item.sharingBasis, transferType: item.transferType } : null;
  return { kind: "tourOption", tourOptionId: item.tourOptionId!, date: item.date, adults: party.adults, children: party.children, transfer, comboId: null };
}

const toItemPrice = (l: LinePrice): ItemPrice => ({ label: l.label, totals: l.isPriced ? [...l.totals].sort((a, b) => a.currency.localeCompare(b.currency)) : null, error: l.error });

/** Prices every item for the cart's user in one engine call (one catalogue query whatever the count). market/markup: the engine's sentences (staff only); marketName: the market used. */
export async function priceCartLines(db: SiteDb, userId: number, lines: PriceLine[]): Promise<{ market: string; marketName: string | null; markup: string; prices: ItemPrice[] }> {
  if (lines.length === 0) return { market: "", marketName: null, markup: "", prices: [] };
  const answer = await priceDmcLines(db, userId, lines);
  return { market: answer.market.text, marketName: answer.market.name, markup: answer.markup, prices: answer.lines.map(toItemPrice) };
}

/** The day after a hotel stay's last night. */
export const checkoutDate = (checkin: string, nights: number) => new Date(Date.parse(`${checkin}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);

/** Same currencies and amounts (jsonb does not keep key order, so compare the values). */
const key = (m: Money[] | null) => (m ? [...m].sort((x, y) => x.currency.localeCompare(y.currency)).map((x) => `${x.currency}:${x.amount}`).join("|") : "none");
export const sameTotals = (a: Money[] | null, b: Money[] | null) => key(a) === key(b);
export const toMajor = (m: Money[] | null) => (m ? m.map((x) => ({ currency: x.currency, amount: x.amount / 100 })) : null);
