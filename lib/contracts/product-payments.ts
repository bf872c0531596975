import { z } from "zod";
import { Messages } from "@/lib/constants";
import { bodyId } from "./common";
import { defineEndpoint } from "./http";
import { ZGatewayCode } from "./payments";
import { walletAmount } from "./wallet";

/*
 * Payments for products other than flights (decision 0046): an insurance policy now, fixed
 * departures, quotations and payment links next. A product's own endpoint starts the payment
 * (wallet: paid at once; gateway: a gateway order and the checkout details below); the gateway's
 * signed answer comes back here (or through the Razorpay webhook) and the product is confirmed once.
 */

export const ProductPaymentMessages = {
  notFound: "Payment not found",
  alreadyRefunded: "This payment is already refunded",
  refundTooLarge: "The refund is larger than the amount paid",
} as const;

export const ZProductPaymentMethod = z.enum(["wallet", "gateway"], { error: "Please choose how to pay" });
export type TProductPaymentMethod = z.infer<typeof ZProductPaymentMethod>;

export const idempotencyKey = () =>
  z
    .string({ error: Messages.required })
    .trim()
    .min(8, { error: "Must be at least 8 characters" })
    .max(100, { error: "Must be at most 100 characters" })
    .regex(/^[A-Za-z0-9_:.-]+$/, { error: "Use letters, digits and _ : . - only" })
    .describe("A client-chosen key (8-100 characters, e.g. a UUID); a retry with the same key answers the first attempt and pays nothing more.");

export const ZProductPaymentView = z.object({
  id: z.string(),
  productKind: z.string(),
  productId: z.string(),
  description: z.string(),
  method: z.string(),
  status: z.enum(["created", "paid", "failed", "refunded"]),
  /** Major units. */
  amount: z.number(),
  refundedAmount: z.number(),
  currency: z.string(),
  gatewayOrderId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type TProductPaymentView = z.infer<typeof ZProductPaymentView>;

/** What the browser needs to open the gateway (the same fields as getRazorpayDetailsToUser). */
export const ZProductCheckout = z.object({
  gateway: ZGatewayCode,
  key: z.string(),
  razorpayOrderId: z.string(),
  /** Minor units, as Razorpay Checkout wants it. */
  amount: z.number(),
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  checkoutUrl: z.string().nullable(),
});
export type TProductCheckout = z.infer<typeof ZProductCheckout>;

export const ZConfirmProductPaymentRequest = z.strictObject({
  paymentId: z.string({ error: Messages.required }).uuid({ error: "Unknown paymentId" }),
  razorpay_order_id: z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(100),
  razorpay_payment_id: z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(100),
  razorpay_signature: z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(200),
});
export type TConfirmProductPaymentRequest = z.infer<typeof ZConfirmProductPaymentRequest>;

export const confirmProductPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/productPayment/confirm",
  summary:
    "Confirms the caller's gateway payment of a product (insurance policy, ...) with what Razorpay Checkout or the test gateway handed the browser: the signature (hex HMAC-SHA256 of `order_id|payment_id` with the site's key secret) and, on Razorpay, the payment itself (captured, same order, amount and currency). Paid once: the product is confirmed in the same transaction; a replay answers the paid payment and does nothing more. 400 'Payment unsuccessful' for a bad signature or a payment that does not pay it (the row is marked failed); 404 for another user's or site's payment; 409 when it was paid by another payment or refunded.",
  tag: "productPayments",
  auth: "user",
  permission: "wallet.own.pay",
  body: ZConfirmProductPaymentRequest,
  response: z.object({ payment: ZProductPaymentView }),
});

/*
 * Payment links (issue 15, /payments): staff send a customer a link for an amount and purpose; the
 * customer opens /payments?link=<token> and pays through the site's gateway.
 */
export const PaymentLinkMessages = {
  notFound: "Payment link not found",
  alreadyPaid: "This payment link is already paid",
  purpose: "Please enter the purpose",
  email: "Please enter a valid email",
  created: "Payment link created",
} as const;

const linkToken = () =>
  z
    .string({ error: Messages.required })
    .min(1, { error: Messages.required })
    .max(100, { error: PaymentLinkMessages.notFound })
    .regex(/^[A-Za-z0-9_-]+$/, { error: PaymentLinkMessages.notFound });

export const ZCreatePaymentLinkRequest = z.strictObject({
  amount: walletAmount(),
  currency: z.literal("INR", { error: "Only INR is supported" }).default("INR"),
  purpose: z.string({ error: PaymentLinkMessages.purpose }).trim().min(3, { error: PaymentLinkMessages.purpose }).max(200, { error: PaymentLinkMessages.purpose }),
  customerEmail: z.string({ error: PaymentLinkMessages.email }).trim().pipe(z.email({ error: PaymentLinkMessages.email })),
});
export type TCreatePaymentLinkRequest = z.infer<typeof ZCreatePaymentLinkRequest>;

export const ZPaymentLinkView = z.object({
  id: z.number(),
  purpose: z.string(),
  /** Major units. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(["open", "paid", "cancelled"]),
  customerEmail: z.string(),
  paidAt: z.string().nullable(),
  /** The quotation whose amount due the link asks for (decision 0048), else null. */
  quotationId: z.number().nullable(),
});
export type TPaymentLinkView = z.infer<typeof ZPaymentLinkView>;

export const createPaymentLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/paymentLink/create",
  summary: "Staff: a payment link for a customer (amount in major units, INR, purpose, customer email). Answers the link's path /payments?link=<token> once; only the token's SHA-256 is kept.",
  tag: "productPayments",
  auth: "user",
  permission: "wallet.paymentLinks.create",
  userTypes: ["staff"],
  body: ZCreatePaymentLinkRequest,
  response: z.object({ link: ZPaymentLinkView, path: z.string(), message: z.string() }),
});

export const getPaymentLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/paymentLink/get",
  summary: "The payment link a token opens (purpose, amount, status). Public: the token is the secret. Another site's or an unknown token: 404 'Payment link not found'.",
  tag: "productPayments",
  auth: "public",
  body: z.strictObject({ token: linkToken() }),
  response: z.object({ link: ZPaymentLinkView }),
});

export const payPaymentLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/paymentLink/pay",
  summary:
    "Opens the site's gateway for the link's amount (a product payment of kind paymentLink) and answers the checkout; /api/productPayment/confirm (or the Razorpay webhook) marks the link paid. A retry with the same idempotencyKey answers the same payment. 409 'This payment link is already paid'; 404 for an unknown or another site's token.",
  tag: "productPayments",
  auth: "user",
  permission: "wallet.own.pay",
  body: z.strictObject({ token: linkToken(), idempotencyKey: idempotencyKey() }),
  response: z.object({ link: ZPaymentLinkView, payment: ZProductPaymentView, checkout: ZProductCheckout.nullable() }),
});

/** A quotation's amount due through a payment link (decision 0048); aboveTotal is the spec's rule for collectedPayment. */
export const QuotationPaymentMessages = {
  nothingDue: "Nothing is due on this quotation",
  cancelled: "This quotation is cancelled",
  noEmail: "The customer has no email: enter one",
  aboveTotal: "Collected payment should not be greater than total price",
} as const;

export const createQuotationPaymentLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/paymentLink/createForQuotation",
  summary:
    "Staff: a payment link for a quotation's amount due (totalPrice - collectedPayment, in its selling currency) sent to its customer's email. Answers /payments?link=<token> once. Paying it (kind quotation) raises the quotation's collectedPayment in the payment's transaction, never above the total (409 'Collected payment should not be greater than total price'). 409 'Nothing is due on this quotation', 'This quotation is cancelled'; 404 for another site's quotation.",
  tag: "productPayments",
  auth: "user",
  permission: "wallet.paymentLinks.create",
  userTypes: ["staff"],
  body: z.strictObject({ id: bodyId() }),
  response: z.object({ link: ZPaymentLinkView, path: z.string(), message: z.string() }),
});
