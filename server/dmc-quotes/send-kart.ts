import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { formatMoney } from "@/lib/money";
import { sendEmail } from "@/server/notifications/send-email";
import { issueQuotationPaymentLink } from "@/server/product-payments/quotation-payment";
import { findSiteOrigin } from "@/server/sites/find-site";
import { firstUnpriced } from "./kart-pricing-status";
import { buildQuotationModel, type PriceBreakup, quotationFileName, renderQuotationPdfBuffer } from "./quotation-document";
import { quotationEmailText, showsAmountDue } from "./quotation-model";

/**
 * POST kart/sendKart {id, to?, priceBreakup?}: the quotation to the customer through the outbox, as
 * text and as the PDF attached, in its price-breakup mode (or the one asked for); the current version becomes "sent".
 * A quotation with a line the rate engine could not fully price at its last save is refused, naming the line (decision 0062).
 */
export async function sendKart(ctx: UserContext, input: { id: number; to?: string; priceBreakup?: PriceBreakup }) {
  const { kart, model } = await buildQuotationModel(ctx.db, input.id, input.priceBreakup);
  const unpriced = firstUnpriced(
    { accomodations: kart.accomodations.map((l) => l.unpricedReason), activities: kart.activities.map((l) => l.unpricedReason) },
    { accomodations: kart.accomodations.map((l) => l.hotelName), activities: kart.activities.map((l) => l.tourOptionName) },
    "send",
  );
  if (unpriced) throw new AppError("VALIDATION_ERROR", unpriced);
  const to = input.to ?? kart.customer?.email;
  if (!to) throw new AppError("VALIDATION_ERROR", "The customer has no email: enter one");
  const pdf = await renderQuotationPdfBuffer(model);
  // An amount due: a fresh payment link for it (decision 0048), its token only in this email; none in noprice (no amount shown).
  const due = showsAmountDue(input.priceBreakup ?? kart.priceBreakup) ? await issueQuotationPaymentLink(ctx.db, { quotationId: input.id, createdByUserId: ctx.principal.userId, required: false }) : null;
  const payment = due ? { amount: formatMoney(due.link.amount, due.link.currency), url: `${await findSiteOrigin(ctx.site.id)}${due.path}` } : null;
  const email = await sendEmail(ctx.db, {
    to,
    subject: `${model.brandName}: ${model.title}`,
    text: quotationEmailText(model, payment),
    fromName: model.brandName,
    createdByUserId: ctx.principal.userId,
    attachments: [{ filename: quotationFileName(kart, input.priceBreakup ?? kart.priceBreakup), contentType: "application/pdf", content: pdf }],
  });
  await ctx.db.db
    .update(dmcItineraries)
    .set({ sentAt: new Date() })
    .where(and(ctx.db.where(dmcItineraries), eq(dmcItineraries.id, input.id), isNull(dmcItineraries.sentAt)));
  return { message: "Quotation sent", emailId: email.id, status: email.status, to, version: kart.version };
}
