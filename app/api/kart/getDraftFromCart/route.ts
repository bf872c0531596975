import { getDraftFromCartEndpoint } from "@/lib/contracts/dmc-quote-drafts";
import { draftFromCart } from "@/server/dmc-quotes/draft-from-cart";
import { route } from "@/server/http/route";

export const GET = route(getDraftFromCartEndpoint, (ctx, input) => draftFromCart(ctx, input));
