// The vouchers of a vouchered itinerary as a PDF (@react-pdf/renderer, plain ESM like quotation-pdf.mjs;
// its input is the VoucherDocumentModel of voucher-document.ts): one voucher per page. Standard
// Helvetica; the QR codes and the logo come in as data: URIs (nothing downloads).
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h } from "react";

const s = StyleSheet.create({
  page: { padding: 36, fontSize: 11, fontFamily: "Helvetica", color: "#1e293b" },
  head: { flexDirection: "row", justifyContent: "space-between", alignItems: "center", borderBottom: "2 solid #0f4c81", paddingBottom: 8, marginBottom: 16 },
  brandBox: { flexDirection: "row", alignItems: "center" },
  logo: { width: 48, height: 48, marginRight: 10, objectFit: "contain" },
  brand: { fontSize: 16, fontFamily: "Helvetica-Bold", color: "#0f4c81" },
  kind: { fontSize: 14, fontFamily: "Helvetica-Bold", textTransform: "uppercase", color: "#0f4c81" },
  body: { flexDirection: "row", justifyContent: "space-between" },
  facts: { flexGrow: 1, flexShrink: 1, paddingRight: 16 },
  title: { fontSize: 14, fontFamily: "Helvetica-Bold", marginBottom: 10 },
  fact: { flexDirection: "row", marginBottom: 5 },
  key: { width: 130, color: "#475569" },
  value: { flexGrow: 1, flexShrink: 1, fontFamily: "Helvetica-Bold" },
  qr: { width: 140, height: 140 },
  qrText: { fontSize: 7, color: "#64748b", marginTop: 4, width: 140 },
  foot: { position: "absolute", bottom: 30, left: 36, right: 36, fontSize: 8, color: "#64748b", borderTop: "1 solid #cbd5e1", paddingTop: 6 },
});

function fact(k, v, i) {
  return h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.key }, k), h(Text, { style: s.value }, v));
}

function VoucherPage({ m, v, i }) {
  const facts = [
    ["Confirmation number", v.confirmationNumber],
    ["Date", v.date ?? "To be confirmed"],
    ["Lead passenger", v.leadPassenger ?? "To be confirmed"],
    ["Pax", v.pax],
    ...(v.pickup ? [["Pickup", v.pickup]] : []),
    ["Itinerary", m.quotationId],
  ];
  return h(
    Page,
    { key: `v${i}`, size: "A5", orientation: "landscape", style: s.page },
    h(
      View,
      { style: s.head },
      h(View, { style: s.brandBox }, m.brandLogoData ? h(Image, { style: s.logo, src: m.brandLogoData }) : null, h(Text, { style: s.brand }, m.brandName)),
      h(Text, { style: s.kind }, `${v.kind} voucher`),
    ),
    h(
      View,
      { style: s.body },
      h(View, { style: s.facts }, h(Text, { style: s.title }, v.title), ...facts.map(([k, val], j) => fact(k, val, j))),
      h(View, null, h(Image, { style: s.qr, src: v.qrPng }), h(Text, { style: s.qrText }, v.qrText)),
    ),
    h(Text, { style: s.foot }, `${m.brandName} · ${m.quotationId} · voucher ${i + 1} of ${m.vouchers.length}. Please show this voucher (printed or on your phone) at the service.`),
  );
}

function VoucherDocument({ m }) {
  return h(Document, { title: `Vouchers ${m.quotationId}`, author: m.brandName }, ...m.vouchers.map((v, i) => h(VoucherPage, { key: `p${i}`, m, v, i })));
}

/** @param {import("./voucher-document").VoucherDocumentModel} model */
export async function renderVoucherPdf(model) {
  return renderToBuffer(h(VoucherDocument, { m: model }));
}

// `node voucher-pdf.mjs < model.json > out.pdf` (jest renders it this way: it cannot load ESM-only packages).
if (import.meta.url === `file://${process.argv[1]}`) {
  let input = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
  process.stdout.write(await renderVoucherPdf(JSON.parse(input)));
}
