// The certificate of insurance as a PDF (@react-pdf/renderer, ESM-only, so plain ESM JavaScript;
// its input is the CertificateModel of certificate-pdf.d.mts). Fonts, brand colour and logo:
// server/pdf/document-kit.mjs.
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { BrandHeader, documentStyles, renderDocument, runAsScript } from "../pdf/document-kit.mjs";

const s = StyleSheet.create({
  page: { padding: 32, fontSize: 10 },
  title: { fontSize: 13, fontWeight: 700, marginTop: 6, marginBottom: 10 },
  fact: { flexDirection: "row", marginBottom: 3 },
  factKey: { width: 130, color: "#475569" },
  value: { flexGrow: 1, flexShrink: 1 },
  sectionGap: { marginTop: 14 },
  row: { flexDirection: "row", marginBottom: 2 },
  cell: { flexGrow: 1, flexBasis: 0 },
  small: { fontSize: 8, color: "#475569", marginTop: 2 },
});

function CertificateDocument({ m }) {
  const b = documentStyles(m.brandColor);
  const sectionTitle = (t) => h(Text, { style: [b.sectionTitle, s.sectionGap] }, t);
  return h(
    Document,
    { title: `Certificate of insurance ${m.policyNumber}`, author: m.brandName },
    h(
      Page,
      { size: "A4", style: [b.page, s.page] },
      h(BrandHeader, { name: m.brandName, logoData: m.logoData, color: m.brandColor }),
      h(Text, { style: s.title }, "Certificate of insurance"),
      ...m.facts.map(([k, v], i) => h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.factKey }, k), h(Text, { style: s.value }, v))),
      sectionTitle("Insured travellers"),
      h(View, { style: [s.row, b.bold, b.muted] }, h(Text, { style: s.cell }, "Name"), h(Text, { style: s.cell }, "Date of birth"), h(Text, { style: s.cell }, "Passport")),
      ...m.travellers.map((t, i) => h(View, { key: `t${i}`, style: s.row }, h(Text, { style: s.cell }, t.name), h(Text, { style: s.cell }, t.dob), h(Text, { style: s.cell }, t.passportNumber))),
      sectionTitle("Benefits"),
      ...m.benefits.map((b, i) => h(Text, { key: `b${i}` }, `- ${b}`)),
      sectionTitle("Terms"),
      ...m.terms.map((t, i) => h(Text, { key: `r${i}`, style: s.small }, `${i + 1}. ${t}`)),
    ),
  );
}

/** @param {import("./certificate-pdf.d.mts").CertificateModel} model */
export async function renderCertificatePdf(model) {
  return renderDocument(h(CertificateDocument, { m: model }));
}

await runAsScript(import.meta.url, renderCertificatePdf);
