import "server-only";
import { ETicketMessages, type TETicketPdfQuery } from "@/lib/contracts/eticket";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { renderPdf } from "@/server/pdf/render-pdf";
import { buildETicketView } from "./build-eticket-view";
import { eTicketPdfName, toETicketPdfModel } from "./eticket-pdf-model";
import { hasETicket } from "./has-eticket";
import { withAgentLogoForEmail } from "./eticket-logo";
import { toBarcodePngDataUrl } from "./render-barcode";

type Booking = Awaited<ReturnType<typeof getViewableBookingOrThrow>>;

/** The e-ticket PDF of a booking (all passengers, or one), for the download and the emails' attachment. */
export async function renderETicketPdfFor(ctx: UserContext, booking: Booking, options: { hidePrice: boolean; paxIndex: number | null }): Promise<Buffer> {
  const view = await buildETicketView(booking, await withAgentLogoForEmail(ctx.db, ctx.site, booking), { paxIndex: options.paxIndex, showPrice: !options.hidePrice, canManage: false, drawBarcode: toBarcodePngDataUrl });
  if (options.paxIndex !== null && view.passengers.length === 0) throw new AppError("NOT_FOUND", "Passenger not found");
  return renderPdf(() => import("./eticket-pdf.mjs"), "renderETicketPdf", "server/tickets/eticket/eticket-pdf.mjs", toETicketPdfModel(view, ctx.site.timezone));
}

/** GET /api/eTicket/pdf: the e-ticket as a PDF download. */
export async function getETicketPdf(ctx: UserContext, input: TETicketPdfQuery): Promise<Response> {
  const booking = await getViewableBookingOrThrow(ctx, input.bookingId);
  if (!hasETicket(booking)) throw new AppError("CONFLICT", ETicketMessages.noETicket);
  const paxIndex = input.pax ?? null;
  if (paxIndex !== null && paxIndex >= (booking.passengers as unknown[]).length) throw new AppError("NOT_FOUND", "Passenger not found");
  const pdf = await renderETicketPdfFor(ctx, booking, { hidePrice: input.hp === "1", paxIndex });
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${eTicketPdfName(booking.pnr!)}"` } });
}
