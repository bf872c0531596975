import "server-only";
import { ETicketMessages, type TETicketPdfQuery, type TETicketView } from "@/lib/contracts/eticket";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { documentLogoData } from "@/server/pdf/document-logo";
import { renderPdf } from "@/server/pdf/render-pdf";
import { buildETicketView } from "./build-eticket-view";
import { eTicketPdfName, toETicketPdfModel } from "./eticket-pdf-model";
import { hasETicket } from "./has-eticket";
import { withAgentLogo } from "./eticket-logo";
import { toBarcodePngDataUrl } from "./render-barcode";

type Booking = Awaited<ReturnType<typeof getViewableBookingOrThrow>>;

/** The PDF of an e-ticket view: the site's colour, the agent's or site's logo, the queue's status word (decision 0056). */
export async function renderETicketViewPdf(ctx: UserContext, booking: Booking, view: TETicketView): Promise<Buffer> {
  const { logoUrl } = await withAgentLogo(ctx.db, ctx.site, booking);
  const model = toETicketPdfModel(view, { timeZone: ctx.site.timezone, statusId: booking.statusId, brandColor: ctx.site.primaryColor, logoData: await documentLogoData(ctx.db, logoUrl) });
  return renderPdf(() => import("./eticket-pdf.mjs"), "renderETicketPdf", "server/tickets/eticket/eticket-pdf.mjs", model);
}

/** The e-ticket PDF of a booking (all passengers, or one), for the download and the emails' attachment. */
export async function renderETicketPdfFor(ctx: UserContext, booking: Booking, options: { hidePrice: boolean; paxIndex: number | null }): Promise<Buffer> {
  const view = await buildETicketView(booking, ctx.site, { paxIndex: options.paxIndex, showPrice: !options.hidePrice, canManage: false, drawBarcode: toBarcodePngDataUrl });
  if (options.paxIndex !== null && view.passengers.length === 0) throw new AppError("NOT_FOUND", "Passenger not found");
  return renderETicketViewPdf(ctx, booking, view);
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
