import "server-only";
import type { TFareShareView } from "@/lib/contracts/fare-shares";
import { datesOf, legSummary, partyOf, routeOf } from "@/lib/fare-share-format";
import { formatMoney } from "@/lib/money";
import { escapeHtml } from "@/server/notifications/escape-html";

/**
 * The offer email (decision 0051): the agency's logo, name and contact, the trip, one block per fare
 * (flights, times, fare family, baggage, refundability, the agent's price) and the link to the
 * offer page. Table-and-inline-style HTML (mail clients), with a text part.
 * `logoUrl` is the cid: URL of the logo's inline part (decision 0057), or null: no logo.
 */
export function renderFareShareEmail(view: TFareShareView, link: string, logoUrl: string | null) {
  const { trip, fares, agency } = view;
  const subject = `Flight options ${routeOf(trip)}, ${datesOf(trip)} - ${agency.name}`;
  const greeting = view.customerName ? `Dear ${view.customerName},` : "Hello,";
  const contact = [agency.email, agency.phone].filter(Boolean).join(" · ");
  const expires = new Date(view.expiresAt).toISOString().slice(0, 10);
  const intro = `Here are the flight options we picked for you: ${routeOf(trip)}, ${datesOf(trip)}, ${partyOf(trip)}.`;
  const note = "Prices are for all travellers, taxes included, as of today; they may change until the booking is made.";

  const fareText = fares.map((f, i) => {
    const legs = f.segments.map(legSummary).filter((l) => l !== null);
    const lines = legs.map((l) => `   ${l.date} ${l.departure} ${l.from} - ${l.arrival} ${l.to}, ${l.airlines} ${l.flights}, ${l.duration}, ${l.stops}`);
    return [`${i + 1}. ${formatMoney(f.price, f.currency)} - ${f.fareName}, ${f.baggage}, ${f.isRefundable ? "Refundable" : "Non-refundable"}`, ...lines].join("\n");
  });
  const text = [greeting, "", intro, "", ...fareText, "", note, `See the offer online (until ${expires}):`, link, "", agency.name, contact].join("\n");

  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e2e8f0;font-size:14px;vertical-align:top"';
  const fareRows = fares
    .map((f) => {
      const legs = f.segments
        .map(legSummary)
        .filter((l) => l !== null)
        .map((l) => `<div><strong>${escapeHtml(l.departure)}</strong> ${escapeHtml(l.from)} → <strong>${escapeHtml(l.arrival)}</strong> ${escapeHtml(l.to)} · ${escapeHtml(l.date)}<br><span style="color:#475569;font-size:12px">${escapeHtml(l.airlines)} ${escapeHtml(l.flights)} · ${escapeHtml(l.duration)} · ${escapeHtml(l.stops)}</span></div>`)
        .join("");
      const fare = `${escapeHtml(f.fareName)}<br><span style="color:#475569;font-size:12px">${escapeHtml(f.baggage)} · ${f.isRefundable ? "Refundable" : "Non-refundable"}</span>`;
      return `<tr><td ${cell}>${legs}</td><td ${cell}>${fare}</td><td ${cell} align="right"><strong>${escapeHtml(formatMoney(f.price, f.currency))}</strong></td></tr>`;
    })
    .join("");
  const logo = logoUrl ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(agency.name)} logo" style="max-height:60px;max-width:200px">` : "";
  const html = [
    `<div style="font-family:Arial,sans-serif;color:#0f172a;max-width:680px">`,
    `<table width="100%" cellpadding="0" cellspacing="0"><tr><td>${logo}</td><td align="right" style="font-size:13px;color:#475569"><strong style="color:#0f172a">${escapeHtml(agency.name)}</strong><br>${escapeHtml(contact)}</td></tr></table>`,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>`,
    `<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr><th align="left" ${cell}>Flights</th><th align="left" ${cell}>Fare</th><th align="right" ${cell}>Price</th></tr>${fareRows}</table>`,
    `<p style="font-size:12px;color:#475569">${escapeHtml(note)}</p>`,
    `<p><a href="${escapeHtml(link)}">See the offer online</a> (until ${escapeHtml(expires)})</p>`,
    `<p>${escapeHtml(agency.name)}<br>${escapeHtml(contact)}</p></div>`,
  ].join("");
  return { subject, text, html };
}
