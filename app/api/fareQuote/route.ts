import { fareQuoteEndpoint } from "@/lib/contracts/booking";
import { fareQuote } from "@/server/booking/fare-quote";
import { route } from "@/server/http/route";

export const POST = route(fareQuoteEndpoint, (ctx, input) => fareQuote(ctx, input));
