import { ROOM_COMPOSITION_KINDS } from "@/lib/room-composition";
import type { KartView } from "./load-kart";

/*
 * A hotel line's room composition (issue 25) as the quotation and the vouchers show it: single and
 * double rooms, extra adults, children with and without bed, each with its count and (when the
 * document shows amounts) its price per unit for the whole stay in the quotation's selling currency,
 * major units, converted at the quotation's locked rate. Kinds with no count are left out.
 */

export type RoomCompositionRow = { label: string; count: number; unitPrice?: number };

type Acc = KartView["accomodations"][number];

export function roomComposition(a: Acc, k: Pick<KartView, "currency" | "exchangeRates">, withPrices: boolean): RoomCompositionRow[] {
  const rate = a.currency === k.currency ? 1 : k.exchangeRates[a.currency];
  return ROOM_COMPOSITION_KINDS.flatMap(([key, one, many]) => {
    const count = a[`${key}Count`];
    if (!count) return [];
    const unit = a[`${key}Price`];
    const row: RoomCompositionRow = { label: count === 1 ? one : many, count };
    if (withPrices && rate !== undefined) row.unitPrice = Math.round(unit * rate * 100) / 100;
    return [row];
  });
}

/** "1 Double room, 1 Extra adult, 1 Child without bed". */
export const compositionText = (rows: RoomCompositionRow[]) => rows.map((r) => `${r.count} ${r.label}`).join(", ");
