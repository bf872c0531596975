// The e-ticket as a PDF (@react-pdf/renderer, ESM-only, so this file is plain ESM JavaScript; its input
// is the ETicketPdfModel of eticket-pdf-model.ts). Standard Helvetica: no font download.
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h } from "react";

const s = StyleSheet.create({
  page: { padding: 28, fontSize: 9, fontFamily: "Helvetica", color: "#1e293b" },
  brandRow: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" },
  logo: { width: 90, height: 36, objectFit: "contain" },
  brand: { fontSize: 15, fontFamily: "Helvetica-Bold", color: "#0f4c81" },
  title: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 6, marginBottom: 6 },
  fact: { flexDirection: "row", marginBottom: 1 },
  factKey: { width: 90, color: "#475569" },
  section: { marginTop: 10 },
  sectionTitle: { fontSize: 10, fontFamily: "Helvetica-Bold", borderBottom: "1 solid #cbd5e1", paddingBottom: 2, marginBottom: 3 },
  row: { flexDirection: "row", paddingVertical: 2, borderBottom: "0.5 solid #e2e8f0" },
  head: { flexDirection: "row", paddingVertical: 2, color: "#475569", fontFamily: "Helvetica-Bold" },
  c1: { width: "18%" },
  c2: { width: "18%" },
  c3: { width: "24%" },
  c4: { width: "24%" },
  c5: { width: "16%" },
  pax: { marginBottom: 6 },
  paxName: { fontFamily: "Helvetica-Bold" },
  small: { fontSize: 8, color: "#475569" },
  barcodes: { flexDirection: "row", flexWrap: "wrap", marginTop: 2 },
  barcode: { marginRight: 8, marginBottom: 2 },
  barcodeImg: { width: 150, height: 40, objectFit: "contain" },
  line: { flexDirection: "row", justifyContent: "space-between", marginBottom: 1 },
  total: { flexDirection: "row", justifyContent: "space-between", fontFamily: "Helvetica-Bold", borderTop: "1 solid #0f4c81", paddingTop: 2, marginTop: 2 },
  legal: { fontSize: 7, color: "#64748b", marginTop: 3 },
});

function ETicketDocument({ m }) {
  return h(
    Document,
    { title: m.title, author: m.brandName },
    h(
      Page,
      { size: "A4", style: s.page },
      h(View, { style: s.brandRow }, h(Text, { style: s.brand }, m.brandName), m.logoData ? h(Image, { style: s.logo, src: m.logoData }) : null),
      h(Text, { style: s.title }, m.title),
      ...m.facts.map(([k, v], i) => h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.factKey }, k), h(Text, null, v))),
      h(
        View,
        { style: s.section },
        h(Text, { style: s.sectionTitle }, "Flights"),
        h(View, { style: s.head }, ...["Sector", "Flight", "Departure", "Arrival", "Class"].map((t, i) => h(Text, { key: t, style: s[`c${i + 1}`] }, t))),
        ...m.flights.map((f, i) =>
          h(View, { key: `fl${i}`, style: s.row, wrap: false }, h(Text, { style: s.c1 }, f.sector), h(Text, { style: s.c2 }, f.flight), h(Text, { style: s.c3 }, f.departure), h(Text, { style: s.c4 }, f.arrival), h(Text, { style: s.c5 }, f.detail)),
        ),
      ),
      h(
        View,
        { style: s.section },
        h(Text, { style: s.sectionTitle }, "Passengers"),
        ...m.passengers.map((p, i) =>
          h(
            View,
            { key: `p${i}`, style: s.pax, wrap: false },
            h(Text, null, h(Text, { style: s.paxName }, p.name), `   Ticket number: ${p.ticketNumber}`),
            p.baggage ? h(Text, { style: s.small }, `Baggage: ${p.baggage}`) : null,
            p.barcodes.length ? h(View, { style: s.barcodes }, ...p.barcodes.map((b, j) => h(View, { key: `b${j}`, style: s.barcode }, h(Image, { style: s.barcodeImg, src: b.png }), h(Text, { style: s.small }, b.label)))) : null,
          ),
        ),
      ),
      m.payment
        ? h(
            View,
            { style: s.section, wrap: false },
            h(Text, { style: s.sectionTitle }, "Payment details"),
            ...m.payment.lines.map(([k, v], i) => h(View, { key: `pl${i}`, style: s.line }, h(Text, null, k), h(Text, null, v))),
            h(View, { style: s.total }, h(Text, null, "Total"), h(Text, null, m.payment.total)),
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
  return renderToBuffer(h(ETicketDocument, { m: model }));
}

// `node eticket-pdf.mjs < model.json > out.pdf` (tests read the PDF back this way: jest cannot load ESM-only packages).
if (import.meta.url === `file://${process.argv[1]}`) {
  let input = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
  process.stdout.write(await renderETicketPdf(JSON.parse(input)));
}
