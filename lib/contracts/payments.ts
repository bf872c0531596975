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
} as const;

/** PhonePe verification page: 5 tries, 2 seconds apart (spec 001 section 9). */
export const PHONEPE_VERIFY_TRIES = 5;
export const PHONEPE_VERIFY_INTERVAL_MS = 2000;

export const ZGatewayCode = z.enum(["razorpay", "phonepe", "testGateway", "none"]);

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

export const getRazorpayDetailsToUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/whitelabel/getRazorpayDetailsToUser",
  summary:
    "Creates (or reuses) the gateway order for a validated booking leg and answers what Checkout needs: key, gateway order id, amount in paise, currency, names and prefill. On the test gateway, checkoutUrl is the built-in payment page. 409 when the order's 15 minutes have passed; 502 when the gateway cannot be reached.",
  tag: "payments",
  auth: "user",
  permission: "wallet.own.pay",
  body: z.strictObject({ orderId: orderId(), isReturn: z.boolean().default(false) }),
  response: z.object({
    gateway: ZGatewayCode,
    key: z.string(),
    razorpayOrderId: z.string(),
    /** Paise, as Razorpay Checkout wants it. */
    amount: z.number(),
    currency: z.string(),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    /** The built-in test gateway's page (testGateway only). */
    checkoutUrl: z.string().nullable(),
  }),
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
