import "server-only";
import type { TPriceAnswer, TPriceLinesRequest } from "@/lib/contracts/dmc-rates";
import type { UserContext } from "@/server/http/context";
import { priceDmcLines } from "./price-dmc-lines";
import type { PriceLine } from "./rate-engine-types";
import { toPriceView } from "./to-price-view";

/** dmc/priceDmcLines: every line for one customer and party; the party's children are without bed for hotels unless the line says. */
export async function priceDmcLinesForCustomer(ctx: UserContext, input: TPriceLinesRequest): Promise<TPriceAnswer> {
  const lines: PriceLine[] = input.lines.map((l) => {
    if (l.kind === "tourOption") return { kind: "tourOption", tourOptionId: l.tourOptionId, date: l.date, adults: input.adults, children: input.children, transfer: l.transfer ?? null, comboId: l.comboId ?? null };
    if (l.kind === "areaTransfer") return { ...l, adults: input.adults, children: input.children };
    return { ...l, adults: input.adults };
  });
  return toPriceView(await priceDmcLines(ctx.db, input.customerId ?? ctx.principal.userId, lines));
}
