import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { renderPdf } from "@/server/pdf/render-pdf";
import { DEFAULT_TNC } from "./get-tnc";
import { loadKart } from "./load-kart";
import { type QuotationModel, toQuotationModel } from "./quotation-model";

/** The quotation's document model: the itinerary, the site's (or the agent's) branding, the terms. */
export async function buildQuotationModel(db: SiteDb, id: number) {
  const kart = await loadKart(db, id);
  const [site] = await db.db.select({ companyName: sites.companyName, logoUrl: sites.logoUrl }).from(sites).where(eq(sites.id, db.siteId));
  return { kart, model: toQuotationModel(kart, site, [...DEFAULT_TNC]) };
}

/** The quotation's PDF. */
export function renderQuotationPdfBuffer(model: QuotationModel): Promise<Buffer> {
  return renderPdf(() => import("./quotation-pdf.mjs"), "renderQuotationPdf", "server/dmc-quotes/quotation-pdf.mjs", model);
}

/** GET kart/getQuotationPdf?id. */
export async function getQuotationPdf(db: SiteDb, id: number): Promise<Response> {
  const { kart, model } = await buildQuotationModel(db, id);
  const pdf = await renderQuotationPdfBuffer(model);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${kart.quotationId}-v${kart.version}.pdf"` } });
}
