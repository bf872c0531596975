// The vouchers of a vouchered itinerary as a PDF (@react-pdf/renderer, plain ESM like quotation-pdf.mjs;
// its input is the VoucherDocumentModel of voucher-document.ts): one voucher per page. Fonts, brand
// colour and logo: server/pdf/document-kit.mjs; the QR codes and the logo come in as data: URIs.
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { BrandHeader, documentStyles, renderDocument, runAsScript } from "../pdf/document-kit.mjs";

const s = StyleSheet.create({
  page: { padding: 36, fontSize: 11 },
  head: { paddingBottom: 8, marginBottom: 16 },
  kind: { fontSize: 14, fontWeight: 700, textTransform: "uppercase" },
  body: { flexDirection: "row", justifyContent: "space-between" },
  facts: { flexGrow: 1, flexShrink: 1, paddingRight: 16 },
  title: { fontSize: 14, fontWeight: 700, marginBottom: 10 },
  fact: { flexDirection: "row", marginBottom: 4 },
  key: { width: 130, color: "#475569" },
  value: { flexGrow: 1, flexShrink: 1, fontWeight: 700 },
  qr: { width: 140, height: 140 },
  qrText: { fontSize: 7, color: "#64748b", marginTop: 4, width: 140 },
  foot: { position: "absolute", bottom: 30, left: 36, right: 36, fontSize: 8, color: "#64748b", borderTop: "1 solid #cbd5e1", paddingTop: 6 },
});

/** The QR code's link under it, cut in lines that fit its width (a link has no word breaks; hyphenation is off). */
const linkLines = (text) => text.match(/.{1,34}/g) ?? [];

function fact(k, v, i) {
  return h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.key }, k), h(Text, { style: s.value }, v));
}

function VoucherPage({ m, v, i }) {
  // The facts come formatted from the model (voucher-model.ts); an older model without them prints the basics.
  const facts = v.facts ?? [
    ["Confirmation number", v.confirmationNumber],
    ["Date", v.date ?? "To be confirmed"],
    ["Lead passenger", v.leadPassenger ?? "To be confirmed"],
    ["Pax", v.pax],
    ...(v.pickup ? [["Pickup", v.pickup]] : []),
    ["Itinerary", m.quotationId],
  ];
  const b = documentStyles(m.brandColor);
  return h(
    Page,
    { key: `v${i}`, size: "A5", orientation: "landscape", style: [b.page, s.page] },
    h(BrandHeader, { name: m.brandName, logoData: m.brandLogoData, color: m.brandColor, logoSize: 48, style: [s.head, b.accentRule], right: h(Text, { style: [s.kind, { color: b.brand }] }, `${v.kind} voucher`) }),
    h(
      View,
      { style: s.body },
      h(View, { style: s.facts }, h(Text, { style: s.title }, v.title), ...facts.map(([k, val], j) => fact(k, val, j))),
      h(View, null, h(Image, { style: s.qr, src: v.qrPng }), h(View, { style: s.qrText }, ...linkLines(v.qrText).map((line, j) => h(Text, { key: `q${j}` }, line)))),
    ),
    h(Text, { style: s.foot }, `${m.brandName} · ${m.quotationId} · voucher ${i + 1} of ${m.vouchers.length}. Please show this voucher (printed or on your phone) at the service.`),
  );
}

function VoucherDocument({ m }) {
  return h(Document, { title: `Vouchers ${m.quotationId}`, author: m.brandName }, ...m.vouchers.map((v, i) => h(VoucherPage, { key: `p${i}`, m, v, i })));
}

/** @param {import("./voucher-document").VoucherDocumentModel} model */
export async function renderVoucherPdf(model) {
  return renderDocument(h(VoucherDocument, { m: model }));
}

await runAsScript(import.meta.url, renderVoucherPdf);
