import { execFileSync } from "node:child_process";
import path from "node:path";

/*
 * Our PDFs read back by an outside reader, poppler (Debian's poppler-utils, installed by .ci/run):
 * what a viewer, a printer or a copy-paste gets, not what our own code thinks it wrote.
 */

const poppler = (tool: string, args: string[], pdf: Buffer) => execFileSync(tool, args, { input: pdf, maxBuffer: 20 * 1024 * 1024 }).toString("utf8");

/**
 * The text of a PDF as `pdftotext` extracts it (UTF-8, reading order). Right-to-left runs come back
 * in logical order wrapped in the bidi embedding marks U+202B and U+202C, so `toContain("محمد")` holds.
 */
export function pdfText(pdf: Buffer): string {
  return poppler("pdftotext", ["-enc", "UTF-8", "-", "-"], pdf);
}

/** The text laid out as on the page (`pdftotext -layout`): a table's cells stay on their row ("Status    Ticketed"). */
export function pdfLayoutText(pdf: Buffer): string {
  return poppler("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], pdf);
}

/** The same text with every run of whitespace (line ends included) as one space: for phrases a column or a wrap may split. */
export function pdfWords(pdf: Buffer): string {
  return pdfText(pdf).replace(/[\s\u202a-\u202e]+/g, " ");
}

export type PdfFont = { name: string; type: string; encoding: string; embedded: boolean; subset: boolean; unicode: boolean };

/** The fonts `pdffonts` lists (every font a page uses), one row each. */
export function pdfFonts(pdf: Buffer): PdfFont[] {
  const lines = poppler("pdffonts", ["-"], pdf).split("\n").slice(2).filter((l) => l.trim());
  return lines.map((line) => {
    // name type... encoding emb sub uni objectId gen: the last five columns are single words.
    const cols = line.trim().split(/\s+/);
    const [emb, sub, uni] = cols.slice(-5, -2);
    return { name: cols[0], type: cols.slice(1, -6).join(" "), encoding: cols.at(-6)!, embedded: emb === "yes", subset: sub === "yes", unicode: uni === "yes" };
  });
}

/** Renders a QuotationModel to PDF in a child node process (the renderer is ESM-only; jest is not). */
export function renderModelPdf(model: unknown, script = "server/dmc-quotes/quotation-pdf.mjs"): Buffer {
  return execFileSync(process.execPath, [path.join(process.cwd(), script)], { input: JSON.stringify(model), maxBuffer: 20 * 1024 * 1024 });
}
