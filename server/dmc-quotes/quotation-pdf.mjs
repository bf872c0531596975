// The quotation as a PDF (@react-pdf/renderer, ESM-only, so this file is plain ESM JavaScript; its
// input is the QuotationModel of quotation-model.ts). Standard Helvetica: no font download.
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h } from "react";

const s = StyleSheet.create({
  page: { padding: 32, fontSize: 10, fontFamily: "Helvetica", color: "#1e293b" },
  brandRow: { flexDirection: "row", alignItems: "center" },
  logo: { width: 40, height: 40, marginRight: 8, objectFit: "contain" },
  brand: { fontSize: 16, fontFamily: "Helvetica-Bold", color: "#0f4c81" },
  title: { fontSize: 12, marginTop: 4, marginBottom: 10 },
  fact: { flexDirection: "row", marginBottom: 2 },
  factKey: { width: 110, color: "#475569" },
  section: { marginTop: 12 },
  sectionTitle: { fontSize: 11, fontFamily: "Helvetica-Bold", borderBottom: "1 solid #cbd5e1", paddingBottom: 2, marginBottom: 4 },
  line: { flexDirection: "row", justifyContent: "space-between", marginBottom: 3 },
  lineText: { flexGrow: 1, flexShrink: 1, paddingRight: 8 },
  detail: { color: "#64748b", fontSize: 9 },
  amount: { width: 100, textAlign: "right" },
  subtotal: { flexDirection: "row", justifyContent: "space-between", fontFamily: "Helvetica-Bold", marginTop: 2 },
  total: { flexDirection: "row", justifyContent: "space-between", fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 12, borderTop: "1 solid #0f4c81", paddingTop: 4 },
  small: { fontSize: 8, color: "#475569", marginTop: 2 },
  tncTitle: { marginTop: 16, fontFamily: "Helvetica-Bold" },
});

function row(style, left, right) {
  return h(View, { style }, h(Text, { style: s.lineText }, left), right === null ? null : h(Text, { style: s.amount }, right));
}

function QuotationDocument({ m }) {
  return h(
    Document,
    { title: m.title, author: m.brandName },
    h(
      Page,
      { size: "A4", style: s.page },
      h(View, { style: s.brandRow }, m.brandLogoData ? h(Image, { style: s.logo, src: m.brandLogoData }) : null, h(Text, { style: s.brand }, m.brandName)),
      h(Text, { style: s.title }, m.title),
      ...m.facts.map(([k, v], i) => h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.factKey }, k), h(Text, { style: s.lineText }, v))),
      ...m.sections.map((sec, i) =>
        h(
          View,
          { key: `s${i}`, style: s.section, wrap: true },
          h(Text, { style: s.sectionTitle }, sec.title),
          ...sec.lines.map((l, j) =>
            h(View, { key: `l${j}`, style: s.line }, h(View, { style: s.lineText }, h(Text, null, l.label), l.detail ? h(Text, { style: s.detail }, l.detail) : null), l.amount === null ? null : h(Text, { style: s.amount }, l.amount)),
          ),
          sec.subtotal === null ? null : row(s.subtotal, `${sec.title} subtotal`, sec.subtotal),
        ),
      ),
      ...m.charges.map((c, i) => h(View, { key: `c${i}` }, row(s.line, c.label, c.amount))),
      m.total === null ? null : row(s.total, "Total", m.total),
      ...m.rates.map((r, i) => h(Text, { key: `r${i}`, style: s.small }, r)),
      h(Text, { style: s.tncTitle }, "Terms and conditions"),
      ...m.tnc.map((t, i) => h(Text, { key: `t${i}`, style: s.small }, `${i + 1}. ${t}`)),
    ),
  );
}

/** @param {import("./quotation-model").QuotationModel} model */
export async function renderQuotationPdf(model) {
  return renderToBuffer(h(QuotationDocument, { m: model }));
}

// `node quotation-pdf.mjs < model.json > out.pdf` (tests read the PDF back this way: jest cannot load ESM-only packages).
if (import.meta.url === `file://${process.argv[1]}`) {
  let input = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
  process.stdout.write(await renderQuotationPdf(JSON.parse(input)));
}
