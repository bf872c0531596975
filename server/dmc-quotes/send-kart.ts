import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { sendEmail } from "@/server/notifications/send-email";
import { buildQuotationModel } from "./quotation-document";
import { quotationText } from "./quotation-model";

/** POST kart/sendKart {id, to?}: the quotation to the customer through the outbox; the current version becomes "sent". */
export async function sendKart(ctx: UserContext, input: { id: number; to?: string }) {
  const { kart, model } = await buildQuotationModel(ctx.db, input.id);
  const to = input.to ?? kart.customer?.email;
  if (!to) throw new AppError("VALIDATION_ERROR", "The customer has no email: enter one");
  const email = await sendEmail(ctx.db, { to, subject: `${model.brandName}: ${model.title}`, text: quotationText(model), fromName: model.brandName, createdByUserId: ctx.principal.userId });
  await ctx.db.db
    .update(dmcItineraries)
    .set({ sentAt: new Date() })
    .where(and(ctx.db.where(dmcItineraries), eq(dmcItineraries.id, input.id), isNull(dmcItineraries.sentAt)));
  return { message: "Quotation sent", emailId: email.id, status: email.status, to, version: kart.version };
}
