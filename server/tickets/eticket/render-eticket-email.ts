import "server-only";
import { ETICKET_LEGAL_TEXT, formatETicketDate, refundedPassengersNote, toPaymentLines, toRefundLines, type TETicketPayment, type TETicketView } from "@/lib/contracts/eticket";
import type { TSegment } from "@/lib/contracts/flights";
import { formatDayMonth, formatDuration, formatTime } from "@/lib/flight-format";
import { formatMoney } from "@/lib/money";
import { escapeHtml } from "@/server/notifications/escape-html";

/*
 * The e-ticket as a self-contained HTML email: tables and inline styles only (email clients drop
 * <style> and external CSS), no script. Images (the logo, the barcodes) are cid: references to
 * inline parts of the message (decision 0057: Gmail and Outlook strip data: images); any other
 * image URL is left out. Every value from the booking is escaped.
 */

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const CELL = `${FONT}font-size:13px;color:#1e293b;padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top;`;
const HEAD = `${CELL}font-weight:bold;background:#f1f5f9;`;
const H2 = `${FONT}font-size:15px;color:#0f172a;margin:20px 0 8px;`;

const table = (rows: string) => `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;width:100%;">${rows}</table>`;
const isEmailImage = (url: string | null): url is string => Boolean(url && /^cid:[^\s"'<>]+$/.test(url));

function companyBlock(view: TETicketView, timeZone?: string): string {
  const c = view.company;
  const logo = isEmailImage(c.logoUrl) ? `<img src="${escapeHtml(c.logoUrl)}" alt="${escapeHtml(c.companyName)} logo" height="40" style="height:40px;display:block;margin-bottom:6px;" />` : "";
  const contact = [c.adminContact ? `Phone: ${escapeHtml(c.adminContact)}` : "", c.adminEmail ? `Email: ${escapeHtml(c.adminEmail)}` : ""].filter(Boolean).join("<br />");
  return table(
    `<tr><td style="${FONT}vertical-align:top;">${logo}<div style="font-size:18px;font-weight:bold;color:#0f172a;">${escapeHtml(c.companyName)}</div><div style="font-size:12px;color:#475569;">${contact}</div></td>` +
      `<td style="${FONT}text-align:right;vertical-align:top;font-size:13px;color:#1e293b;"><div style="font-size:18px;font-weight:bold;">E-Ticket</div>` +
      `<div>PNR: <strong>${escapeHtml(view.pnr)}</strong></div><div>Issue date: ${escapeHtml(formatETicketDate(view.issueDate, timeZone))}</div>` +
      `${view.isCancelled ? '<div style="color:#b91c1c;font-weight:bold;">Cancelled</div>' : ""}</td></tr>`,
  );
}

function passengersBlock(view: TETicketView): string {
  const rows = view.passengers
    .map(
      (p) =>
        `<tr><td style="${CELL}">${escapeHtml(p.name)}</td><td style="${CELL}">${escapeHtml(p.paxType)}</td><td style="${CELL}">${escapeHtml(p.ticketNumber ?? "Not issued")}</td>` +
        `<td style="${CELL}">${p.baggage.map((b) => `${escapeHtml(b.sector)}: ${escapeHtml(b.allowance)}`).join("<br />")}` +
        `${p.meals.map((m) => `<br />Meal ${escapeHtml(m.sector)}: ${escapeHtml(m.description)}`).join("")}${p.refundedSectors.map((x) => `<br />${escapeHtml(x)}: refunded`).join("")}</td></tr>`,
    )
    .join("");
  const note = refundedPassengersNote(view.refundedPassengerCount);
  return `<h2 style="${H2}">Passengers</h2>${note ? `<p style="${FONT}font-size:13px;color:#92400e;">${escapeHtml(note)}</p>` : ""}${table(`<tr><th style="${HEAD}">Passenger</th><th style="${HEAD}">Type</th><th style="${HEAD}">Ticket number</th><th style="${HEAD}">Baggage</th></tr>${rows}`)}`;
}

const place = (code: string, name: string, terminal: string) => `${escapeHtml(code)} ${escapeHtml(name)}${terminal ? `, Terminal ${escapeHtml(terminal)}` : ""}`;

function flightsBlock(legs: TSegment[][]): string {
  const rows = legs
    .flat()
    .map(
      (s) =>
        `<tr><td style="${CELL}"><strong>${escapeHtml(s.airlineName)}</strong><br />${escapeHtml(s.airlineCode)} ${escapeHtml(s.flightNumber)}${s.fareClass ? ` · Class ${escapeHtml(s.fareClass)}` : ""}${s.airlinePnr ? `<br />Airline PNR ${escapeHtml(s.airlinePnr)}` : ""}</td>` +
        `<td style="${CELL}"><strong>${escapeHtml(formatTime(s.departureTime))}</strong> ${escapeHtml(formatDayMonth(s.departureTime))}<br />${place(s.originAirportCode, s.originAirportName, s.originTerminal)}</td>` +
        `<td style="${CELL}"><strong>${escapeHtml(formatTime(s.arrivalTime))}</strong> ${escapeHtml(formatDayMonth(s.arrivalTime))}<br />${place(s.destinationAirportCode, s.destinationAirportName, s.destinationTerminal)}</td>` +
        `<td style="${CELL}">${escapeHtml(formatDuration(s.durationMinutes))}</td></tr>`,
    )
    .join("");
  return `<h2 style="${H2}">Flight details</h2>${table(`<tr><th style="${HEAD}">Flight</th><th style="${HEAD}">Departure</th><th style="${HEAD}">Arrival</th><th style="${HEAD}">Duration</th></tr>${rows}`)}`;
}

// Every barcode holds the 60-character BCBP section, so its PNG is always 358 px wide: shown at its
// natural size (a scaled-down PDF417 may not scan), one per row.
function barcodesBlock(view: TETicketView): string {
  const rows = view.passengers.flatMap((p) =>
    p.barcodes.filter((b) => isEmailImage(b.imageUrl)).map(
      (b) =>
        `<tr><td style="${FONT}padding:8px 0;vertical-align:top;font-size:12px;color:#334155;"><img src="${escapeHtml(b.imageUrl)}" alt="${escapeHtml(b.alt)}" width="358" style="width:358px;max-width:100%;height:auto;display:block;" /><div>${escapeHtml(p.name)} · ${escapeHtml(b.flight)} · ${escapeHtml(b.sector)}</div></td></tr>`,
    ),
  );
  return rows.length ? `<h2 style="${H2}">Ticket barcodes</h2>${table(rows.join(""))}` : "";
}

function paymentBlock(p: TETicketPayment): string {
  const rows = toPaymentLines(p)
    .map(([label, amount]) => `<tr><td style="${CELL}">${label}</td><td style="${CELL}text-align:right;">${escapeHtml(formatMoney(amount, p.currency))}</td></tr>`)
    .join("");
  const total = `<tr><td style="${CELL}font-weight:bold;">Total</td><td style="${CELL}font-weight:bold;text-align:right;">${escapeHtml(formatMoney(p.total, p.currency))}</td></tr>`;
  const refunds = toRefundLines(p)
    .map(([label, amount]) => `<tr><td style="${CELL}">${label}</td><td style="${CELL}text-align:right;">${escapeHtml(formatMoney(amount, p.currency))}</td></tr>`)
    .join("");
  return `<h2 style="${H2}">Payment details</h2>${table(rows + total + refunds)}`;
}

/** The HTML body of the e-ticket email. */
export function renderETicketEmailHtml(view: TETicketView, timeZone?: string): string {
  const legal = ETICKET_LEGAL_TEXT.map((t) => `<p style="${FONT}font-size:11px;color:#64748b;margin:0 0 6px;">${escapeHtml(t)}</p>`).join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>E-Ticket ${escapeHtml(view.pnr)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f8fafc;"><table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f8fafc;"><tr><td align="center" style="padding:16px;">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" width="640" style="width:100%;max-width:640px;background:#ffffff;border:1px solid #e2e8f0;border-collapse:collapse;"><tr><td style="padding:20px;">` +
    companyBlock(view, timeZone) +
    passengersBlock(view) +
    flightsBlock(view.legs) +
    barcodesBlock(view) +
    (view.payment ? paymentBlock(view.payment) : "") +
    `<h2 style="${H2}">Terms and conditions</h2>${legal}` +
    `</td></tr></table></td></tr></table></body></html>`
  );
}

/** The plain-text part of the same email. */
export function renderETicketEmailText(view: TETicketView, timeZone?: string): string {
  const lines = [
    `${view.company.companyName} - E-Ticket`,
    `PNR: ${view.pnr}`,
    `Issue date: ${formatETicketDate(view.issueDate, timeZone)}`,
    ...(view.isCancelled ? ["Status: Cancelled"] : []),
    "",
    "Passengers:",
    ...view.passengers.map(
      (p) =>
        `- ${p.name} (${p.paxType}), ticket ${p.ticketNumber ?? "not issued"}; baggage ${p.baggage.map((b) => `${b.sector}: ${b.allowance}`).join(", ")}` +
        `${p.meals.length ? `; meals ${p.meals.map((m) => `${m.sector}: ${m.description}`).join(", ")}` : ""}${p.refundedSectors.length ? `; refunded ${p.refundedSectors.join(", ")}` : ""}`,
    ),
    ...(view.refundedPassengerCount ? [refundedPassengersNote(view.refundedPassengerCount)] : []),
    "",
    "Flights:",
    ...view.legs.flat().map((s) => `- ${s.airlineCode} ${s.flightNumber} ${s.originAirportCode} ${formatDayMonth(s.departureTime)} ${formatTime(s.departureTime)} -> ${s.destinationAirportCode} ${formatTime(s.arrivalTime)}`),
    ...(view.payment ? ["", "Payment details:", ...toPaymentLines(view.payment).map(([l, a]) => `${l}: ${formatMoney(a, view.payment!.currency)}`), `Total: ${formatMoney(view.payment.total, view.payment.currency)}`, ...toRefundLines(view.payment).map(([l, a]) => `${l}: ${formatMoney(a, view.payment!.currency)}`)] : []),
    "",
    ...ETICKET_LEGAL_TEXT,
    "",
    [view.company.adminContact, view.company.adminEmail].filter(Boolean).join(" · "),
  ];
  return lines.join("\n");
}
