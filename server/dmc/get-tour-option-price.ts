import "server-only";
import type { TPriceAnswer, TTourOptionPriceRequest } from "@/lib/contracts/dmc-rates";
import type { UserContext } from "@/server/http/context";
import { priceDmcLines } from "./price-dmc-lines";
import type { PriceLine } from "./rate-engine-types";
import { toPriceView } from "./to-price-view";

/** dmc/getTourOptionPriceForQuotationBuilder: one tour option for a customer (default: the caller), a date and a party. */
export async function getTourOptionPrice(ctx: UserContext, input: TTourOptionPriceRequest): Promise<TPriceAnswer> {
  const line: PriceLine = { kind: "tourOption", tourOptionId: input.tourOptionId, date: input.date, adults: input.adults, children: input.children, transfer: input.transfer, comboId: input.comboId };
  return toPriceView(await priceDmcLines(ctx.db, input.customerId ?? ctx.principal.userId, [line]));
}
