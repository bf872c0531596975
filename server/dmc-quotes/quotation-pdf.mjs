// The quotation as a PDF (@react-pdf/renderer, ESM-only, so this file is plain ESM JavaScript; its
// input is the QuotationModel of quotation-model.ts). Fonts, brand colour and logo: server/pdf/document-kit.mjs.
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { BrandHeader, documentStyles, renderDocument, runAsScript } from "../pdf/document-kit.mjs";

const s = StyleSheet.create({
  page: { padding: 32, fontSize: 10 },
  title: { fontSize: 12, marginTop: 4, marginBottom: 10 },
  fact: { flexDirection: "row", marginBottom: 2 },
  factKey: { width: 110, color: "#475569" },
  section: { marginTop: 12 },
  line: { flexDirection: "row", justifyContent: "space-between", marginBottom: 3 },
  lineText: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 8 },
  detail: { color: "#64748b", fontSize: 9 },
  amount: { width: 100, textAlign: "right" },
  subtotal: { flexDirection: "row", justifyContent: "space-between", fontWeight: 700, marginTop: 2 },
  total: { flexDirection: "row", justifyContent: "space-between", fontSize: 12, fontWeight: 700, marginTop: 12, paddingTop: 4 },
  guest: { marginBottom: 2 },
  small: { fontSize: 8, color: "#475569", marginTop: 2 },
  tncTitle: { marginTop: 16, fontWeight: 700 },
  dayTitle: { fontWeight: 700, marginTop: 4, marginBottom: 1 },
  item: { flexDirection: "row", marginBottom: 1 },
  itemTime: { width: 40, flexShrink: 0, color: "#475569" },
  // flexBasis 0: the text wraps inside the page, never measured at its one-line width (a long leg ran off the page).
  bullet: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
});

/** A titled section of plain lines (Inclusions, Transfers). */
function listSection(b, title, lines) {
  if (!lines?.length) return null;
  return h(View, { style: s.section }, h(Text, { style: b.sectionTitle, minPresenceAhead: 40 }, title), ...lines.map((l, i) => h(Text, { key: `i${i}`, style: s.guest }, l)));
}

/** The day-by-day plan: each day's title ("Day 1: Thu, 10 Dec 2026") and its items by time. */
function dayPlan(b, days) {
  if (!days?.length) return null;
  return h(
    View,
    { style: s.section },
    h(Text, { style: b.sectionTitle, minPresenceAhead: 60 }, "Day by day"),
    ...days.map((d, i) =>
      h(
        View,
        { key: `d${i}`, wrap: false },
        h(Text, { style: s.dayTitle }, d.title),
        ...d.items.map((it, j) => h(View, { key: `d${i}i${j}`, style: s.item }, h(Text, { style: s.itemTime }, it.time ?? ""), h(Text, { style: s.bullet }, it.text))),
      ),
    ),
  );
}

function row(style, left, right) {
  return h(View, { style }, h(Text, { style: s.lineText }, left), right === null ? null : h(Text, { style: s.amount }, right));
}

function QuotationDocument({ m }) {
  const b = documentStyles(m.brandColor);
  return h(
    Document,
    { title: m.title, author: m.brandName },
    h(
      Page,
      { size: "A4", style: [b.page, s.page] },
      h(BrandHeader, { name: m.brandName, logoData: m.brandLogoData, color: m.brandColor }),
      h(Text, { style: s.title }, m.title),
      ...m.facts.map(([k, v], i) => h(View, { key: `f${i}`, style: s.fact }, h(Text, { style: s.factKey }, k), h(Text, { style: s.lineText }, v))),
      m.guests?.length ? h(View, { style: s.section }, h(Text, { style: b.sectionTitle }, "Guests"), ...m.guests.map((g, i) => h(Text, { key: `g${i}`, style: s.guest }, g))) : null,
      dayPlan(b, m.days),
      listSection(b, "Inclusions", m.inclusions),
      listSection(b, "Transfers", (m.transferLegs ?? []).map((l) => `${l.when}: ${l.text}`)),
      ...m.sections.map((sec, i) =>
        h(
          View,
          { key: `s${i}`, style: s.section, wrap: true },
          h(Text, { style: b.sectionTitle, minPresenceAhead: 40 }, sec.title),
          ...sec.lines.map((l, j) =>
            h(View, { key: `l${j}`, style: s.line }, h(View, { style: s.lineText }, h(Text, null, l.label), l.detail ? h(Text, { style: s.detail }, l.detail) : null, l.rooms ? h(Text, { style: s.detail }, l.rooms) : null), l.amount === null ? null : h(Text, { style: s.amount }, l.amount)),
          ),
          sec.subtotal === null ? null : row(s.subtotal, `${sec.title} subtotal`, sec.subtotal),
        ),
      ),
      ...m.charges.map((c, i) => h(View, { key: `c${i}` }, row(s.line, c.label, c.amount))),
      m.total === null ? null : row([s.total, b.totalRule], "Total", m.total),
      m.paid == null ? null : row([s.line, { marginTop: 4 }], "Paid", m.paid),
      m.balance == null ? null : row([s.subtotal], "Balance due", m.balance),
      ...m.rates.map((r, i) => h(Text, { key: `r${i}`, style: s.small }, r)),
      h(Text, { style: s.tncTitle }, "Terms and conditions"),
      ...m.tnc.map((t, i) => h(Text, { key: `t${i}`, style: s.small }, `${i + 1}. ${t}`)),
    ),
  );
}

/** @param {import("./quotation-model").QuotationModel} model */
export async function renderQuotationPdf(model) {
  return renderDocument(h(QuotationDocument, { m: model }));
}

await runAsScript(import.meta.url, renderQuotationPdf);
