import "server-only";
import { execFile } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { DEFAULT_TNC } from "./get-tnc";
import { loadKart } from "./load-kart";
import { type QuotationModel, toQuotationModel } from "./quotation-model";

/** The quotation's document model: the itinerary, the site's (or the agent's) branding, the terms. */
export async function buildQuotationModel(db: SiteDb, id: number) {
  const kart = await loadKart(db, id);
  const [site] = await db.db.select({ companyName: sites.companyName, logoUrl: sites.logoUrl }).from(sites).where(eq(sites.id, db.siteId));
  return { kart, model: toQuotationModel(kart, site, [...DEFAULT_TNC]) };
}

/**
 * The PDF of a model. @react-pdf/renderer is ESM-only: the app imports the renderer on demand; under
 * jest (CommonJS, Node 20: no ESM) the same file runs in a child `node` process.
 */
export async function renderPdf(model: QuotationModel): Promise<Buffer> {
  if (process.env.JEST_WORKER_ID === undefined) {
    const { renderQuotationPdf } = await import("./quotation-pdf.mjs");
    return renderQuotationPdf(model);
  }
  const script = path.join(process.cwd(), "server/dmc-quotes/quotation-pdf.mjs");
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [script], { encoding: "buffer", maxBuffer: 20 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
    child.stdin?.end(JSON.stringify(model));
  });
}

/** GET kart/getQuotationPdf?id. */
export async function getQuotationPdf(db: SiteDb, id: number): Promise<Response> {
  const { kart, model } = await buildQuotationModel(db, id);
  const pdf = await renderPdf(model);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${kart.quotationId}-v${kart.version}.pdf"` } });
}
