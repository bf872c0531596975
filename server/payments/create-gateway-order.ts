import "server-only";
import { PaymentMessages } from "@/lib/contracts/payments";
import { AppError } from "@/server/http/errors";
import { findSiteOrigin } from "@/server/sites/find-site";
import { createPhonePeClient } from "./phonepe-client";
import { generateGatewayId } from "./payment-records";
import { PHONEPE_API_URL, requireGatewayKeys, type PaymentSettings } from "./payment-settings";
import { createRazorpayClient, GatewayUnavailableError, RazorpayApiError } from "./razorpay-client";

export type GatewayOrderInput = {
  bookingId: number;
  orderId: string;
  userId: number;
  amount: number;
  currency: string;
  contact: string;
};

export type GatewayOrder = { gatewayOrderId: string; checkoutUrl: string | null };

/** A gateway's failure as the API's 502 (the row and the booking stay as they were). */
export function toGatewayError(error: unknown): unknown {
  if (error instanceof GatewayUnavailableError) return new AppError("SUPPLIER_ERROR", PaymentMessages.gatewayUnreachable);
  if (error instanceof RazorpayApiError) return new AppError("SUPPLIER_ERROR", `Payment gateway error: ${error.message}`);
  return error;
}

/** The site's own origin for gateway redirects: its primary domain (http on plain-http runs). */
/**
 * Opens a payment at the site's gateway for a booking leg's amount: a Razorpay order (POST
 * /v1/orders), a PhonePe pay page, or a test-gateway order (our own id, no call).
 */
export async function createGatewayOrder(settings: PaymentSettings, input: GatewayOrderInput): Promise<GatewayOrder> {
  try {
    switch (settings.activeGateway) {
      case "testGateway": {
        requireGatewayKeys(settings);
        const gatewayOrderId = generateGatewayId("order");
        return { gatewayOrderId, checkoutUrl: `/payments/test-gateway/${gatewayOrderId}` };
      }
      case "razorpay": {
        const order = await createRazorpayClient(requireGatewayKeys(settings)).createOrder({
          amount: input.amount,
          currency: input.currency,
          receipt: `booking_${input.bookingId}_${Date.now().toString(36)}`,
          notes: { bookingId: String(input.bookingId), orderId: input.orderId, siteId: String(settings.siteId) },
        });
        if (order.amount !== input.amount || order.currency !== input.currency) throw new GatewayUnavailableError("Razorpay answered another amount");
        return { gatewayOrderId: order.id, checkoutUrl: null };
      }
      case "phonepe": {
        const keys = requireGatewayKeys(settings, PHONEPE_API_URL);
        const merchantTransactionId = `WF${input.bookingId}T${generateGatewayId("pay").slice(4, 16)}`;
        const origin = await findSiteOrigin(settings.siteId);
        const { redirectUrl } = await createPhonePeClient({ apiUrl: keys.apiUrl, merchantId: keys.keyId, saltKey: keys.keySecret, saltIndex: settings.saltIndex ?? 1 }).createPayPage({
          merchantTransactionId,
          merchantUserId: `U${input.userId}`,
          amount: input.amount,
          redirectUrl: `${origin}/phonepe/verify/${input.orderId}?transaction_id=${merchantTransactionId}`,
          // PhonePe also calls back server to server; the verify page (and its status check) is what settles.
          callbackUrl: `${origin}/api/payment/phonepe/callback`,
          mobileNumber: input.contact || undefined,
        });
        return { gatewayOrderId: merchantTransactionId, checkoutUrl: redirectUrl };
      }
      default:
        throw new AppError("CONFLICT", PaymentMessages.noGateway);
    }
  } catch (error) {
    throw toGatewayError(error);
  }
}
