// The e-ticket as a PDF (@react-pdf/renderer, ESM-only, so this file is plain ESM JavaScript; its input
// is the ETicketPdfModel of eticket-pdf-model.ts). Fonts, brand colour and logo: server/pdf/document-kit.mjs.
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { BrandHeader, documentStyles, renderDocument, runAsScript } from "../../pdf/document-kit.mjs";

const s = StyleSheet.create({
  page: { padding: 28, fontSize: 9 },
  title: { fontSize: 12, fontWeight: 700, marginTop: 6, marginBottom: 6 },
  fact: { flexDirection: "row", marginBottom: 1 },
  factKey: { width: 90, color: "#475569" },
  section: { marginTop: 10 },
  row: { flexDirection: "row", paddingVertical: 2, borderBottom: "0.5 solid #e2e8f0" },
  head: { flexDirection: "row", paddingVertical: 2, color: "#475569", fontWeight: 700 },
  c1: { width: "18%" },
  c2: { width: "18%" },
  c3: { width: "24%" },
  c4: { width: "24%" },
  c5: { width: "16%" },
  pax: { marginBottom: 6 },
  small: { fontSize: 8, color: "#475569" },
  barcodes: { flexDirection: "row", flexWrap: "wrap", marginTop: 2 },
  barcode: { marginRight: 8, marginBottom: 2 },
  barcodeImg: { width: 150, height: 40, objectFit: "contain" },
  line: { flexDirection: "row", justifyContent: "space-between", marginBottom: 1 },
  total: { flexDirection: "row", justifyContent: "space-between", fontWeight: 700, paddingTop: 2, marginTop: 2 },
  legal: { fontSize: 7, color: "#64748b", marginTop: 3 },
});

function ETicketDocument({ m }) {
  const b = documentStyles(m.brandColor);
  const sectionTitle = (t) => h(Text, { style: b.sectionTitle }, t);
  return h(
    Document,
    { title: m.title, author: m.brandName },
    h(
      Page,
      { size: "A4", style: [b.page, s.page] },
      h(BrandHeader, { name: m.brandName, logoData: m.logoData, color: m.brandColor, logoSize: 36 }),
      h(Text, { style: s.title }, m.title),
      ...m.facts.map(([k, v], i) => h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.factKey }, k), h(Text, null, v))),
      h(
        View,
        { style: s.section },
        sectionTitle("Flights"),
        h(View, { style: s.head }, ...["Sector", "Flight", "Departure", "Arrival", "Class"].map((t, i) => h(Text, { key: t, style: s[`c${i + 1}`] }, t))),
        ...m.flights.map((f, i) =>
          h(View, { key: `fl${i}`, style: s.row, wrap: false }, h(Text, { style: s.c1 }, f.sector), h(Text, { style: s.c2 }, f.flight), h(Text, { style: s.c3 }, f.departure), h(Text, { style: s.c4 }, f.arrival), h(Text, { style: s.c5 }, f.detail)),
        ),
      ),
      h(
        View,
        { style: s.section },
        sectionTitle("Passengers"),
        ...m.passengers.map((p, i) =>
          h(
            View,
            { key: `p${i}`, style: s.pax, wrap: false },
            h(Text, null, h(Text, { style: b.bold }, p.name), `   Ticket number: ${p.ticketNumber}`),
            p.baggage ? h(Text, { style: s.small }, `Baggage: ${p.baggage}`) : null,
            ...(p.meals ?? []).map((meal, j) => h(Text, { key: `m${j}`, style: s.small }, meal)),
            p.barcodes.length ? h(View, { style: s.barcodes }, ...p.barcodes.map((bc, j) => h(View, { key: `b${j}`, style: s.barcode }, h(Image, { style: s.barcodeImg, src: bc.png }), h(Text, { style: s.small }, bc.label)))) : null,
          ),
        ),
      ),
      m.payment
        ? h(
            View,
            { style: s.section, wrap: false },
            sectionTitle("Payment details"),
            ...m.payment.lines.map(([k, v], i) => h(View, { key: `pl${i}`, style: s.line }, h(Text, null, k), h(Text, null, v))),
            h(View, { style: [s.total, b.totalRule] }, h(Text, null, `Total (${m.payment.currency})`), h(Text, null, m.payment.total)),
            ...m.payment.after.map(([k, v], i) => h(View, { key: `pa${i}`, style: s.line }, h(Text, null, k), h(Text, null, v))),
          )
        : null,
      ...m.notes.map((n, i) => h(Text, { key: `n${i}`, style: s.small }, n)),
      h(View, { style: s.section }, ...m.legal.map((t, i) => h(Text, { key: `l${i}`, style: s.legal }, t))),
    ),
  );
}

/** @param {import("./eticket-pdf").ETicketPdfModel} model */
export async function renderETicketPdf(model) {
  return renderDocument(h(ETicketDocument, { m: model }));
}

await runAsScript(import.meta.url, renderETicketPdf);
