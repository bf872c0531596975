import { z } from "zod";
import { Messages } from "@/lib/constants";
import { defineEndpoint } from "./http";

/*
 * Payment gateways and bank details (issue 5; spec 000 section 7 "Payment and user", spec 001
 * sections 2, 4 and 7). The spec names the paths and shows no payloads: the shapes are ours.
 * A site chooses one gateway (site_payment_settings): Razorpay, PhonePe, or the built-in test
 * gateway of the embedded setup, which behaves like Razorpay Checkout (signed callbacks) offline.
 */

export const PaymentMessages = {
  unsuccessful: "Payment unsuccessful",
  successful: "Payment Successful",
  verifying: "Verifying Payment from Bank",
  doNotRefresh: "Please donot refresh",
  verifyFailed: "Payment failed, Please contact support",
  noGateway: "No payment gateway is configured for this site",
  badSignature: "Invalid signature",
  alreadyPaid: "This booking is already paid",
  alreadySettled: "This payment is already settled",
  gatewayUnreachable: "The payment gateway could not be reached. Please try again.",
  testGatewayOnly: "This payment is not on the test gateway",
  failedByUser: "Payment failed at the test gateway",
} as const;

/** PhonePe verification page: 5 tries, 2 seconds apart (spec 001 section 9). */
export const PHONEPE_VERIFY_TRIES = 5;
export const PHONEPE_VERIFY_INTERVAL_MS = 2000;

export const ZGatewayCode = z.enum(["razorpay", "phonepe", "testGateway", "none"]);
export type TGatewayCode = z.infer<typeof ZGatewayCode>;

/** Razorpay Checkout's success answer; the test gateway answers the same, signed with the site's test secret. */
export const ZGatewaySuccess = z.object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), razorpay_signature: z.string() });
export type TGatewaySuccess = z.infer<typeof ZGatewaySuccess>;
/** Razorpay's payment.failed shape: the text to show is error.description. */
export const ZGatewayFailure = z.object({ error: z.object({ code: z.string(), description: z.string() }) });

const orderId = () => z.string({ error: Messages.required }).uuid({ error: "Unknown orderId" });

export const getActiveGatewayEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payment/getActiveGateway",
  summary: "The site's payment gateway: razorpay, phonepe, testGateway (the built-in offline gateway) or none.",
  tag: "payments",
  auth: "user",
  body: z.strictObject({}).optional(),
  response: z.object({ gateway: ZGatewayCode, displayName: z.string() }),
});

export const ZBankAccount = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), branch: z.string(), upiId: z.string().optional() });

export const getBankDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/whitelabel/getBankDetails",
  summary: "The site's bank accounts for transfers (result[]).",
  tag: "payments",
  auth: "user",
  body: z.strictObject({}).optional(),
  response: z.object({ result: z.array(ZBankAccount) }),
});

export const ZRazorpayDetails = z.object({
  gateway: ZGatewayCode,
  key: z.string(),
  razorpayOrderId: z.string(),
  /** Paise, as Razorpay Checkout wants it. */
  amount: z.number(),
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  /** The built-in test gateway's page (testGateway), or PhonePe's payment page (phonepe); null for Razorpay Checkout. */
  checkoutUrl: z.string().nullable(),
});
export type TRazorpayDetails = z.infer<typeof ZRazorpayDetails>;

export const getRazorpayDetailsToUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/whitelabel/getRazorpayDetailsToUser",
  summary:
    "Creates (or reuses) the gateway order for the caller's validated (draft) booking leg and answers what Checkout needs: key, gateway order id, amount in paise, currency, names and prefill. On the test gateway, checkoutUrl is the built-in payment page (append ?returnTo=<same-site path>); on PhonePe, PhonePe's payment page. 404 for a leg that is not the caller's draft on this site; 409 when the order's 15 minutes have passed, the leg is no longer a draft, it is already paid, or the site has no gateway; 502 when the gateway cannot be reached.",
  tag: "payments",
  auth: "user",
  permission: "wallet.own.pay",
  body: z.strictObject({ orderId: orderId(), isReturn: z.boolean().default(false) }),
  response: ZRazorpayDetails,
});

export const phonePeVerifyPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payment/phonepe/verifyPayment",
  summary: "Asks PhonePe for the status of a transaction (orderId = the merchant transaction id) and records a completed payment. success true once PhonePe reports it paid.",
  tag: "payments",
  auth: "user",
  body: z.strictObject({ orderId: z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(100) }),
  response: z.object({ success: z.boolean(), status: z.string(), orderId: z.string().nullable() }),
});

const gatewayOrderId = () =>
  z
    .string({ error: Messages.required })
    .min(1, { error: Messages.required })
    .max(60)
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Unknown gateway order" });

export const ZTestGatewayCompleteRequest = z.strictObject({ gatewayOrderId: gatewayOrderId(), outcome: z.enum(["success", "failure"], { error: Messages.required }) });
export type TTestGatewayCompleteRequest = z.infer<typeof ZTestGatewayCompleteRequest>;

export const testGatewayCompleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payment/testGateway/complete",
  summary:
    "The built-in test gateway (sites whose gateway is testGateway): completes or fails the caller's own gateway order. success answers Razorpay Checkout's fields, signed like Razorpay with the site's test secret (a repeat answers the same payment); failure marks the payment failed and answers Razorpay's error shape. 404 for another user's or site's order; 409 when the order's time has passed or the payment is settled.",
  tag: "payments",
  auth: "user",
  permission: "wallet.own.pay",
  body: ZTestGatewayCompleteRequest,
  response: z.union([ZGatewaySuccess, ZGatewayFailure]),
});

export const razorpayWebhookEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payment/razorpay/webhook",
  summary:
    "Razorpay webhook (the site from the Host). The raw body must carry a valid X-Razorpay-Signature (hex HMAC-SHA256 with the site's webhook secret), else 401 and nothing changes. payment.captured and order.paid mark the matching payment paid (once) and settle its booking; payment.failed marks it failed. Events for unknown orders are answered 200 and ignored.",
  tag: "payments",
  auth: "public",
  rawBody: true,
  response: z.object({ status: z.enum(["processed", "ignored"]), event: z.string() }),
});

export const ZPaymentView = z.object({
  id: z.string(),
  orderId: z.string(),
  bookingId: z.number(),
  legIndex: z.number(),
  route: z.string(),
  method: z.string(),
  status: z.string(),
  /** Major units (2 decimals shown). */
  amount: z.number(),
  currency: z.string(),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  errorMessage: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
});
export type TPaymentView = z.infer<typeof ZPaymentView>;

export const getOrderPaymentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payment/getOrderPayments",
  summary:
    "The payments of an order (oldest first), or without orderId the caller's 50 most recent payments (newest first). Own orders only; staff with wallet.paymentEntries.view see any order of the site. Another site's order, or another user's, is 404.",
  tag: "payments",
  auth: "user",
  permission: "wallet.own.view",
  body: z.strictObject({ orderId: orderId().optional() }),
  response: z.object({ result: z.array(ZPaymentView) }),
});
