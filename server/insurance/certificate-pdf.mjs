// The certificate of insurance as a PDF (@react-pdf/renderer, ESM-only, so plain ESM JavaScript;
// its input is the CertificateModel of certificate-pdf.d.mts). Standard Helvetica: no font download.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h } from "react";

const s = StyleSheet.create({
  page: { padding: 32, fontSize: 10, fontFamily: "Helvetica", color: "#1e293b" },
  brand: { fontSize: 16, fontFamily: "Helvetica-Bold", color: "#0f4c81" },
  title: { fontSize: 13, fontFamily: "Helvetica-Bold", marginTop: 6, marginBottom: 10 },
  fact: { flexDirection: "row", marginBottom: 3 },
  factKey: { width: 130, color: "#475569" },
  value: { flexGrow: 1, flexShrink: 1 },
  sectionTitle: { fontSize: 11, fontFamily: "Helvetica-Bold", marginTop: 14, marginBottom: 4, borderBottom: "1 solid #cbd5e1", paddingBottom: 2 },
  row: { flexDirection: "row", marginBottom: 2 },
  cell: { flexGrow: 1, flexBasis: 0 },
  small: { fontSize: 8, color: "#475569", marginTop: 2 },
});

function CertificateDocument({ m }) {
  return h(
    Document,
    { title: `Certificate of insurance ${m.policyNumber}`, author: m.brandName },
    h(
      Page,
      { size: "A4", style: s.page },
      h(Text, { style: s.brand }, m.brandName),
      h(Text, { style: s.title }, "Certificate of insurance"),
      ...m.facts.map(([k, v], i) => h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.factKey }, k), h(Text, { style: s.value }, v))),
      h(Text, { style: s.sectionTitle }, "Insured travellers"),
      h(View, { style: s.row }, h(Text, { style: s.cell }, "Name"), h(Text, { style: s.cell }, "Date of birth"), h(Text, { style: s.cell }, "Passport")),
      ...m.travellers.map((t, i) => h(View, { key: `t${i}`, style: s.row }, h(Text, { style: s.cell }, t.name), h(Text, { style: s.cell }, t.dob), h(Text, { style: s.cell }, t.passportNumber))),
      h(Text, { style: s.sectionTitle }, "Benefits"),
      ...m.benefits.map((b, i) => h(Text, { key: `b${i}` }, `- ${b}`)),
      h(Text, { style: s.sectionTitle }, "Terms"),
      ...m.terms.map((t, i) => h(Text, { key: `r${i}`, style: s.small }, `${i + 1}. ${t}`)),
    ),
  );
}

/** @param {import("./certificate-pdf.d.mts").CertificateModel} model */
export async function renderCertificatePdf(model) {
  return renderToBuffer(h(CertificateDocument, { m: model }));
}

// `node certificate-pdf.mjs < model.json > out.pdf` (jest cannot load ESM-only packages: server/pdf/render-pdf.ts).
if (import.meta.url === `file://${process.argv[1]}`) {
  let input = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
  process.stdout.write(await renderCertificatePdf(JSON.parse(input)));
}
