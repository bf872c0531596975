import "server-only";
import { users } from "@/db/schema/users";
import { ETICKET_STATUSES, ETicketMessages, type TEmailETicketRequest } from "@/lib/contracts/eticket";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { sendEmail } from "@/server/notifications/send-email";
import { buildETicketView } from "./build-eticket-view";
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
  if (!(ETICKET_STATUSES as readonly string[]).includes(booking.status) || !booking.pnr) throw new AppError("CONFLICT", ETicketMessages.noETicket);
  const [me] = await ctx.db.db.select({ email: users.email }).from(users).where(ctx.db.byId(users, ctx.principal.userId)).limit(1);
  if (!me?.email) throw new AppError("BAD_REQUEST", ETicketMessages.noEmailAddress);
  const view = await buildETicketView(booking, await withAgentLogoForEmail(ctx.db, ctx.site, booking), { paxIndex: null, showPrice: !input.hidePrice, canManage: false, drawBarcode: toBarcodePngDataUrl });
  const sent = await sendEmail(ctx.db, {
    to: me.email,
    subject: `E-Ticket ${view.pnr} - ${ctx.site.companyName}`,
    html: renderETicketEmailHtml(view, ctx.site.timezone),
    text: renderETicketEmailText(view, ctx.site.timezone),
    createdByUserId: ctx.principal.userId,
  });
  if (sent.status === "failed") throw new AppError("SUPPLIER_ERROR", ETicketMessages.emailFailed);
  return { message: ETicketMessages.emailSent };
}
