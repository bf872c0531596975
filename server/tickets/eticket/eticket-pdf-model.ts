import "server-only";
import { ETICKET_LEGAL_TEXT, refundedPassengersNote, toPaymentLines, toRefundLines, type TETicketView } from "@/lib/contracts/eticket";
import { formatDayMonth, formatTime } from "@/lib/flight-format";
import { documentDate, documentMoney, terminalLabel } from "@/server/pdf/document-format";
import { statusLabel } from "@/server/tickets/queue/to-ticket-card";
import type { ETicketPdfModel } from "./eticket-pdf.mjs";

export const eTicketPdfName = (pnr: string) => `E-Ticket-${pnr}.pdf`;

/** What the document needs beside the view: the site's day, the booking's statusId (the queue's status word) and the branding. */
export type ETicketPdfOptions = { timeZone: string; statusId: number; brandColor: string; logoData: string | null };

const at = (localIso: string, terminal: string) => [formatTime(localIso), formatDayMonth(localIso), terminalLabel(terminal)].filter(Boolean).join(" ");

/** The e-ticket view as the PDF document's model (what the page and the email show, as text rows). */
export function toETicketPdfModel(view: TETicketView, o: ETicketPdfOptions): ETicketPdfModel {
  const c = view.company;
  const currency = view.payment?.currency ?? "INR";
  const money = (n: number) => documentMoney(n, currency);
  const note = refundedPassengersNote(view.refundedPassengerCount);
  return {
    brandName: c.companyName,
    brandColor: o.brandColor,
    logoData: o.logoData,
    title: `E-Ticket · PNR ${view.pnr}`,
    facts: [
      ["PNR", view.pnr],
      ["Status", view.isCancelled ? "Cancelled" : statusLabel(o.statusId)],
      ["Issue date", documentDate(view.issueDate, o.timeZone)],
      ...(c.adminContact ? ([["Phone", c.adminContact]] as [string, string][]) : []),
      ...(c.adminEmail ? ([["Email", c.adminEmail]] as [string, string][]) : []),
    ],
    flights: view.legs.flat().map((s) => ({
      sector: `${s.originAirportCode}-${s.destinationAirportCode}`,
      flight: `${s.airlineCode} ${s.flightNumber}`,
      departure: at(s.departureTime, s.originTerminal),
      arrival: at(s.arrivalTime, s.destinationTerminal),
      detail: s.fareClass ? `Class ${s.fareClass}` : "",
    })),
    passengers: view.passengers.map((p) => ({
      name: `${p.name} (${p.paxType})`,
      ticketNumber: p.ticketNumber ?? "Not issued",
      baggage: [...p.baggage.map((b) => `${b.sector}: ${b.allowance}`), ...p.refundedSectors.map((x) => `${x}: refunded`)].join("; "),
      meals: p.meals.map((m) => `${m.sector} meal: ${m.description}`),
      barcodes: p.barcodes.filter((b) => b.imageUrl.startsWith("data:image/png")).map((b) => ({ label: `Ticket barcode ${b.sector} ${b.flight}`, png: b.imageUrl })),
    })),
    payment: view.payment
      ? {
          currency,
          lines: toPaymentLines(view.payment).map(([label, amount]) => [label, money(amount)]),
          total: money(view.payment.total),
          after: toRefundLines(view.payment).map(([label, amount]) => [label, money(amount)]),
        }
      : null,
    notes: note ? [note] : [],
    legal: [...ETICKET_LEGAL_TEXT],
  };
}
