import { getTourOptionPriceForQuotationBuilderEndpoint } from "@/lib/contracts/dmc-rates";
import { getTourOptionPrice } from "@/server/dmc/get-tour-option-price";
import { route } from "@/server/http/route";

export const POST = route(getTourOptionPriceForQuotationBuilderEndpoint, (ctx, input) => getTourOptionPrice(ctx, input));
