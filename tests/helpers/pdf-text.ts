import { execFileSync } from "node:child_process";
import path from "node:path";
import { inflateSync } from "node:zlib";

/**
 * The text of a PDF written by @react-pdf/renderer with the standard fonts: every content stream
 * inflated, then its text operators (hex strings in Tj/TJ) decoded; one line per text object (BT..ET).
 * Enough to read back what a document says; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    let body: string;
    try {
      body = inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1");
    } catch {
      body = raw.slice(start, end);
    }
    for (const bt of body.split(/\bBT\b/).slice(1)) {
      const text = bt.split(/\bET\b/)[0];
      const parts = [...text.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((p) => (p[1] !== undefined ? Buffer.from(p[1], "hex").toString("latin1") : p[2].replace(/\\(.)/g, "$1")));
      if (parts.length) lines.push(parts.join(""));
    }
    re.lastIndex = end + "endstream".length;
  }
  // A run that ends with a space continues on the next text object (react-pdf writes wrapped words apart).
  return lines.reduce((out, l, i) => (i === 0 ? l : out.endsWith(" ") ? out + l : `${out}\n${l}`), "");
}

/** Renders a QuotationModel to PDF in a child node process (the renderer is ESM-only; jest is not). */
export function renderModelPdf(model: unknown): Buffer {
  const script = path.join(process.cwd(), "server/dmc-quotes/quotation-pdf.mjs");
  return execFileSync(process.execPath, [script], { input: JSON.stringify(model), maxBuffer: 20 * 1024 * 1024 });
}
