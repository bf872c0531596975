import { getPaymentLinkEndpoint } from "@/lib/contracts/product-payments";
import { assertUnlocked } from "@/server/http/lock-mode";
import { route } from "@/server/http/route";
import { getPaymentLink } from "@/server/product-payments/payment-links";

export const POST = route(getPaymentLinkEndpoint, (ctx, input) => {
  assertUnlocked(ctx);
  return getPaymentLink(ctx.db, input.token);
});
