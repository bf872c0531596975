import "server-only";
import { ETICKET_LEGAL_TEXT, formatETicketDate, refundedPassengersNote, toPaymentLines, toRefundLines, type TETicketView } from "@/lib/contracts/eticket";
import { formatDayMonth, formatTime } from "@/lib/flight-format";
import { formatMoney } from "@/lib/money";
import type { ETicketPdfModel } from "./eticket-pdf.mjs";

export const eTicketPdfName = (pnr: string) => `E-Ticket-${pnr}.pdf`;

/** The e-ticket view as the PDF document's model (what the page and the email show, as text rows). */
export function toETicketPdfModel(view: TETicketView, timeZone: string): ETicketPdfModel {
  const c = view.company;
  const money = (n: number) => formatMoney(n, view.payment?.currency ?? "INR");
  const note = refundedPassengersNote(view.refundedPassengerCount);
  return {
    brandName: c.companyName,
    logoData: c.logoUrl && /^data:image\/(png|jpe?g);base64,/.test(c.logoUrl) ? c.logoUrl : null,
    title: `E-Ticket · PNR ${view.pnr}`,
    facts: [
      ["PNR", view.pnr],
      ["Status", view.isCancelled ? "Cancelled" : view.status],
      ["Issue date", formatETicketDate(view.issueDate, timeZone)],
      ...(c.adminContact ? ([["Phone", c.adminContact]] as [string, string][]) : []),
      ...(c.adminEmail ? ([["Email", c.adminEmail]] as [string, string][]) : []),
    ],
    flights: view.legs.flat().map((s) => ({
      sector: `${s.originAirportCode}-${s.destinationAirportCode}`,
      flight: `${s.airlineCode} ${s.flightNumber}`,
      departure: `${formatTime(s.departureTime)} ${formatDayMonth(s.departureTime)}${s.originTerminal ? ` T${s.originTerminal}` : ""}`,
      arrival: `${formatTime(s.arrivalTime)} ${formatDayMonth(s.arrivalTime)}${s.destinationTerminal ? ` T${s.destinationTerminal}` : ""}`,
      detail: s.fareClass ? `Class ${s.fareClass}` : "",
    })),
    passengers: view.passengers.map((p) => ({
      name: `${p.name} (${p.paxType})`,
      ticketNumber: p.ticketNumber ?? "Not issued",
      baggage: [...p.baggage.map((b) => `${b.sector}: ${b.allowance}`), ...p.refundedSectors.map((x) => `${x}: refunded`)].join("; "),
      barcodes: p.barcodes.filter((b) => b.imageUrl.startsWith("data:image/png")).map((b) => ({ label: `Ticket barcode ${b.sector} ${b.flight}`, png: b.imageUrl })),
    })),
    payment: view.payment
      ? {
          lines: toPaymentLines(view.payment).map(([label, amount]) => [label, money(amount)]),
          total: money(view.payment.total),
          after: toRefundLines(view.payment).map(([label, amount]) => [label, money(amount)]),
        }
      : null,
    notes: note ? [note] : [],
    legal: [...ETICKET_LEGAL_TEXT],
  };
}

