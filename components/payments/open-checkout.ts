import type { TGatewaySuccess, TRazorpayDetails } from "@/lib/contracts/payments";
import { buildTestGatewayUrl } from "./return-url";

/*
 * Opens the site's gateway for a getRazorpayDetailsToUser answer (browser only).
 * - testGateway: navigates to the built-in page with ?returnTo; the page comes back to returnTo with
 *   razorpay_order_id, razorpay_payment_id and razorpay_signature (or payment_error) in the query
 *   (read them with readGatewayReturn). The promise never settles: the page is leaving.
 * - phonepe: navigates to PhonePe's page; PhonePe returns to /phonepe/verify/<orderId>.
 * - razorpay: loads Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js) and opens it;
 *   resolves with the three values, or rejects with the gateway's error text.
 */

export const RAZORPAY_CHECKOUT_SRC = "https://checkout.razorpay.com/v1/checkout.js";
export const CHECKOUT_CANCELLED = "Payment cancelled";

type RazorpayFailure = { error?: { description?: string } };
type RazorpayInstance = { open: () => void; on: (event: "payment.failed", cb: (response: RazorpayFailure) => void) => void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let checkoutScript: Promise<RazorpayConstructor> | null = null;

function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  checkoutScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("Razorpay Checkout did not load"));
    };
    script.onerror = () => {
      checkoutScript = null;
      script.remove();
      reject(new Error("Razorpay Checkout could not be loaded. Please check your connection."));
    };
    document.head.appendChild(script);
  });
  return checkoutScript;
}

export async function openCheckout(details: TRazorpayDetails, returnTo: string, options: { themeColor?: string } = {}): Promise<TGatewaySuccess> {
  if (details.checkoutUrl) {
    window.location.assign(details.gateway === "testGateway" ? buildTestGatewayUrl(details.checkoutUrl, returnTo) : details.checkoutUrl);
    return new Promise<TGatewaySuccess>(() => undefined);
  }
  const Razorpay = await loadRazorpayCheckout();
  return new Promise<TGatewaySuccess>((resolve, reject) => {
    const checkout = new Razorpay({
      key: details.key,
      amount: details.amount,
      currency: details.currency,
      name: details.name,
      description: details.description,
      order_id: details.razorpayOrderId,
      prefill: details.prefill,
      theme: options.themeColor ? { color: options.themeColor } : undefined,
      handler: (response: TGatewaySuccess) =>
        resolve({ razorpay_order_id: response.razorpay_order_id, razorpay_payment_id: response.razorpay_payment_id, razorpay_signature: response.razorpay_signature }),
      modal: { ondismiss: () => reject(new Error(CHECKOUT_CANCELLED)) },
    });
    checkout.on("payment.failed", (response) => reject(new Error(response.error?.description || "Payment unsuccessful")));
    checkout.open();
  });
}
