import { z } from "zod";
import { defineEndpoint } from "./http";
import { ZPaymentLinkView, ZProductPaymentView } from "./product-payments";

/*
 * Staff lists of product payments and payment links, and staff's refund (issue 15, decision 0048).
 * The lists mirror db/schema/product-payments.ts (lib/ does not import db/).
 */
export const PRODUCT_KINDS = ["insurance", "fixedDeparture", "quotation", "paymentLink"] as const;
export const PRODUCT_PAYMENT_STATUSES = ["created", "paid", "failed", "refunded"] as const;
export const PAYMENT_LINK_STATUSES = ["open", "paid", "cancelled"] as const;
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}: use YYYY-MM-DD` })
    .optional();
const filters = {
  from: day("From").describe("Created on or after this day (UTC)."),
  to: day("To").describe("Created on or before this day (UTC)."),
};

export const ZListProductPaymentsRequest = z.strictObject({
  status: z.enum(PRODUCT_PAYMENT_STATUSES, { error: "Please choose a status" }).optional(),
  kind: z.enum(PRODUCT_KINDS, { error: "Please choose a product" }).optional(),
  ...filters,
});
export type TListProductPaymentsRequest = z.infer<typeof ZListProductPaymentsRequest>;

export const ZStaffProductPayment = ZProductPaymentView.extend({
  payerName: z.string(),
  payerEmail: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
  /** Staff may refund it here (a paid payment whose product allows a staff refund). */
  canRefund: z.boolean(),
});
export type TStaffProductPayment = z.infer<typeof ZStaffProductPayment>;

export const listProductPaymentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/productPayment/list",
  summary: "Staff: the site's product payments (insurance, quotations, payment links...), newest first, at most 500, filtered by status, product and creation day.",
  tag: "productPayments",
  auth: "user",
  permission: "wallet.paymentEntries.view",
  userTypes: ["staff"],
  body: ZListProductPaymentsRequest,
  response: z.object({ payments: z.array(ZStaffProductPayment) }),
});

export const ZListPaymentLinksRequest = z.strictObject({
  status: z.enum(PAYMENT_LINK_STATUSES, { error: "Please choose a status" }).optional(),
  ...filters,
});
export type TListPaymentLinksRequest = z.infer<typeof ZListPaymentLinksRequest>;

export const ZStaffPaymentLink = ZPaymentLinkView.extend({ createdAt: z.string(), createdByName: z.string().nullable(), quotationRef: z.string().nullable() });
export type TStaffPaymentLink = z.infer<typeof ZStaffPaymentLink>;

export const listPaymentLinksEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/paymentLink/list",
  summary: "Staff: the site's payment links (never their tokens), newest first, at most 500, filtered by status and creation day.",
  tag: "productPayments",
  auth: "user",
  permission: "wallet.paymentEntries.view",
  userTypes: ["staff"],
  body: ZListPaymentLinksRequest,
  response: z.object({ links: z.array(ZStaffPaymentLink) }),
});

export const StaffRefundMessages = {
  notRefundable: "This payment cannot be refunded here",
  refunded: "Payment refunded",
} as const;

export const refundProductPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/productPayment/refund",
  summary:
    "Staff: refunds a paid product payment where its product allows it (an insurance policy: cancelled and refunded to the payer's wallet by the insurer's rule, as the customer's cancel). 409 'This payment cannot be refunded here' for other products, 'This payment is already refunded', or the product's own refusal; 404 for another site's payment.",
  tag: "productPayments",
  auth: "user",
  permission: "wallet.paymentEntries.approve",
  userTypes: ["staff"],
  body: z.strictObject({ paymentId: z.uuid({ error: "Payment not found" }) }),
  response: z.object({ payment: ZStaffProductPayment, refunded: z.number(), message: z.string() }),
});
