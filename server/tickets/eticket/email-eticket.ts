import "server-only";
import { users } from "@/db/schema/users";
import { ETicketMessages, type TEmailETicketRequest } from "@/lib/contracts/eticket";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { sendEmail } from "@/server/notifications/send-email";
import { buildETicketView } from "./build-eticket-view";
import { toETicketEmailView } from "./eticket-email-images";
import { eTicketPdfName } from "./eticket-pdf-model";
import { renderETicketViewPdf } from "./get-eticket-pdf";
import { hasETicket } from "./has-eticket";
import { withAgentLogoForEmail } from "./eticket-logo";
import { toBarcodePngDataUrl } from "./render-barcode";
import { renderETicketEmailHtml, renderETicketEmailText } from "./render-eticket-email";

/**
 * POST /api/eTicket/email: the e-ticket (all passengers) to the caller's own address, as kept in
 * the users table now (not the session's copy). The message goes through the outbox (sendEmail):
 * without SMTP it waits there for staff; a refused send is retried by the job.
 */
export async function emailETicket(ctx: UserContext, input: TEmailETicketRequest): Promise<{ message: string }> {
  const booking = await getViewableBookingOrThrow(ctx, input.bookingId);
  if (!hasETicket(booking)) throw new AppError("CONFLICT", ETicketMessages.noETicket);
  const me = await myEmail(ctx);
  if (!me) throw new AppError("BAD_REQUEST", ETicketMessages.noEmailAddress);
  // The passengers first, the caller last; every message carries the e-ticket PDF.
  const failed = await sendETicketEmails(ctx, booking, [...passengerEmails(booking), me], input.hidePrice);
  if (failed) throw new AppError("SUPPLIER_ERROR", ETicketMessages.emailFailed);
  return { message: ETicketMessages.emailSent };
}

type Booking = Awaited<ReturnType<typeof getViewableBookingOrThrow>>;


/** The caller's address as kept in the users table now (not the session's copy). */
export async function myEmail(ctx: UserContext): Promise<string | null> {
  const [me] = await ctx.db.db.select({ email: users.email }).from(users).where(ctx.db.byId(users, ctx.principal.userId)).limit(1);
  return me?.email ?? null;
}

/** The passengers' own addresses on the booking (the lead adult's at least), lower-cased, once each. */
export function passengerEmails(booking: Booking): string[] {
  const passengers = (booking.passengers as { email?: string | null }[] | null) ?? [];
  return passengers.map((p) => p.email?.trim().toLowerCase()).filter((e): e is string => Boolean(e));
}

/** The e-ticket (all passengers) to each address, one outbox message each with the PDF attached; true when a send was refused. */
export async function sendETicketEmails(ctx: UserContext, booking: Booking, to: string[], hidePrice: boolean): Promise<boolean> {
  const view = await buildETicketView(booking, await withAgentLogoForEmail(ctx.db, ctx.site, booking), { paxIndex: null, showPrice: !hidePrice, canManage: false, drawBarcode: toBarcodePngDataUrl });
  // The email's images (logo, barcodes) travel as inline cid: parts, not data: URIs (decision 0057).
  const inline = await toETicketEmailView(ctx.db, ctx.site, booking, view);
  const html = renderETicketEmailHtml(inline.view, ctx.site.timezone);
  const text = renderETicketEmailText(view, ctx.site.timezone);
  const pdf = await renderETicketViewPdf(ctx, booking, view);
  const attachments = [{ filename: eTicketPdfName(view.pnr), contentType: "application/pdf", content: pdf }, ...inline.images];
  let isFailed = false;
  for (const address of [...new Set(to)]) {
    const sent = await sendEmail(ctx.db, { to: address, subject: `E-Ticket ${view.pnr} - ${ctx.site.companyName}`, html, text, createdByUserId: ctx.principal.userId, attachments });
    if (sent.status === "failed") isFailed = true;
  }
  return isFailed;
}
