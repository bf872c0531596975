import type { TGatewaySuccess } from "@/lib/contracts/payments";

/*
 * The test gateway's return trip: the payment page sends the browser to
 * /payments/test-gateway/<gatewayOrderId>?returnTo=<path>, and the gateway page sends it back to
 * that path with Razorpay Checkout's three fields (or payment_error) as query parameters. Only a
 * same-origin path is accepted, never another host (no open redirect).
 */

export const GATEWAY_RETURN_PARAMS = ["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"] as const;
export const PAYMENT_ERROR_PARAM = "payment_error";

/** The path when it is one on this site ("/x", not "//host", "/\\host" or a URL); else null. */
export function toSafeReturnPath(returnTo: string | null | undefined): string | null {
  if (!returnTo || returnTo.length > 2000) return null;
  if (!returnTo.startsWith("/") || returnTo.startsWith("//") || returnTo.startsWith("/\\")) return null;
  try {
    const url = new URL(returnTo, "http://same.origin");
    return url.host === "same.origin" ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The test gateway page for a gateway order, carrying where to come back to. */
export function buildTestGatewayUrl(checkoutUrl: string, returnTo: string): string {
  const safe = toSafeReturnPath(returnTo);
  return safe ? `${checkoutUrl}?returnTo=${encodeURIComponent(safe)}` : checkoutUrl;
}

/** returnTo with the gateway's answer added to its query (replacing any earlier answer). */
export function buildGatewayReturnUrl(returnTo: string, outcome: TGatewaySuccess | { error: string }): string {
  const url = new URL(returnTo, "http://same.origin");
  for (const key of [...GATEWAY_RETURN_PARAMS, PAYMENT_ERROR_PARAM]) url.searchParams.delete(key);
  if ("error" in outcome) url.searchParams.set(PAYMENT_ERROR_PARAM, outcome.error);
  else for (const key of GATEWAY_RETURN_PARAMS) url.searchParams.set(key, outcome[key]);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the gateway sent back in a return URL's query: the three fields, the error text, or nothing. */
export function readGatewayReturn(params: URLSearchParams): { status: "success"; result: TGatewaySuccess } | { status: "error"; error: string } | null {
  const error = params.get(PAYMENT_ERROR_PARAM);
  if (error) return { status: "error", error };
  const [order, payment, signature] = GATEWAY_RETURN_PARAMS.map((k) => params.get(k));
  if (order && payment && signature) return { status: "success", result: { razorpay_order_id: order, razorpay_payment_id: payment, razorpay_signature: signature } };
  return null;
}
