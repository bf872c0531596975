// The shared parts of every PDF document (e-ticket, quotation, vouchers, insurance certificate):
// embedded fonts, the brand's colour and logo header, and the `node x-pdf.mjs < model.json` main the
// tests use. Plain ESM like the documents themselves (@react-pdf/renderer is ESM-only; decision 0056).
// Money and dates arrive already formatted in each model (server/pdf/document-format.ts).
import { existsSync } from "node:fs";
import path from "node:path";
import { Font, Image, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h } from "react";

/**
 * The Noto fonts shipped in npm packages (@expo-google-fonts/*, OFL): Latin with ₹ € £ ¥ and most
 * currency signs (and Devanagari: Noto Sans carries it), Arabic, Devanagari, Simplified Chinese.
 * react-pdf picks, per character, the first family of the stack that has the glyph, and embeds only
 * the glyphs used (a subset), so the 10 MB Chinese font adds a few KB to a document that uses it.
 */
const FAMILIES = [
  ["NotoSans", "noto-sans", "NotoSans"],
  ["NotoSansArabic", "noto-sans-arabic", "NotoSansArabic"],
  ["NotoSansDevanagari", "noto-sans-devanagari", "NotoSansDevanagari"],
  ["NotoSansSC", "noto-sans-sc", "NotoSansSC"],
];
const WEIGHTS = [
  [400, "400Regular"],
  [700, "700Bold"],
];

/** Every document's fontFamily: a fallback chain, one family per script (Noto Sans first). */
export const FONT_STACK = FAMILIES.map(([family]) => family);

/**
 * Where the font packages are: `node_modules` under the working directory (the project root in dev,
 * tests and `next start`; the standalone server's own folder in production, where next.config.ts
 * traces the .ttf files in), else under a parent of it. Never a download.
 */
function fontRoot() {
  const tried = [];
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const root = path.join(dir, "node_modules", "@expo-google-fonts");
    if (existsSync(path.join(root, "noto-sans", "400Regular", "NotoSans_400Regular.ttf"))) return root;
    tried.push(root);
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`The PDF fonts (@expo-google-fonts/noto-sans*) are not installed: looked in ${tried.join(", ")}`);
}

let registered = false;

/** Registers the fonts once per process (file paths, read when first used) and turns hyphenation off. */
export function registerDocumentFonts() {
  if (registered) return;
  const root = fontRoot();
  for (const [family, pkg, file] of FAMILIES) {
    Font.register({ family, fonts: WEIGHTS.map(([fontWeight, dir]) => ({ src: path.join(root, pkg, dir, `${file}_${dir}.ttf`), fontWeight })) });
  }
  // Names and codes are never split at a line end ("Ra-o", "312-10000-00002"): a word wraps whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

const DEFAULT_BRAND_COLOR = "#1d4ed8";

/** The site's brand colour when it is a CSS hex colour, else the default brand blue. */
export function brandColor(color) {
  return typeof color === "string" && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : DEFAULT_BRAND_COLOR;
}

/** The text styles every document shares, in the brand's colour. */
export function documentStyles(color) {
  const brand = brandColor(color);
  return {
    brand,
    page: { fontFamily: FONT_STACK, color: "#1e293b", lineHeight: 1.35 },
    bold: { fontWeight: 700 },
    brandName: { fontSize: 16, fontWeight: 700, color: brand },
    accentRule: { borderBottom: `2 solid ${brand}` },
    totalRule: { borderTop: `1 solid ${brand}` },
    sectionTitle: { fontSize: 11, fontWeight: 700, color: brand, borderBottom: "1 solid #cbd5e1", paddingBottom: 2, marginBottom: 4 },
    muted: { color: "#475569" },
  };
}

/**
 * The header of a document: the logo (a PNG/JPEG data: URI, or none) and the brand's name in its
 * colour, with an optional element on the right (a title, the voucher's kind).
 */
export function BrandHeader({ name, logoData, color, right = null, logoSize = 40, style = null }) {
  const st = documentStyles(color);
  return h(
    View,
    { style: [{ flexDirection: "row", alignItems: "center", justifyContent: "space-between" }, style ?? {}] },
    h(View, { style: { flexDirection: "row", alignItems: "center", flexShrink: 1 } }, logoData ? h(Image, { style: { height: logoSize, maxWidth: logoSize * 3, marginRight: 8, objectFit: "contain" }, src: logoData }) : null, h(Text, { style: st.brandName }, name)),
    right,
  );
}

/** Renders a document element to PDF bytes with the fonts registered. */
export async function renderDocument(element) {
  registerDocumentFonts();
  return renderToBuffer(element);
}

/**
 * `node x-pdf.mjs < model.json > out.pdf` when the module is the process's entry point (tests render
 * this way: jest, CommonJS, cannot load the ESM-only renderer; server/pdf/render-pdf.ts).
 */
export async function runAsScript(moduleUrl, render) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  let input = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
  process.stdout.write(await render(JSON.parse(input)));
}
