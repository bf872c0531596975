import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcTourOptions } from "@/db/schema/dmc";
import type { PRICE_BREAKUPS } from "@/lib/contracts/dmc-quotes";
import { renderPdf } from "@/server/pdf/render-pdf";
import { documentBrand } from "./document-branding";
import { DEFAULT_TNC } from "./get-tnc";
import { loadKart } from "./load-kart";
import { type QuotationModel, type TourInclusions, toQuotationModel } from "./quotation-model";

export type PriceBreakup = (typeof PRICE_BREAKUPS)[number];

/** The quotation's document model: the itinerary, the site's (or the agent's) branding, the terms; `mode` overrides its price-breakup mode. */
export async function buildQuotationModel(db: SiteDb, id: number, mode?: PriceBreakup) {
  const kart = await loadKart(db, id);
  const brand = await documentBrand(db, kart);
  const model = toQuotationModel(mode ? { ...kart, priceBreakup: mode } : kart, { companyName: brand.name, logoUrl: brand.logoUrl }, [...DEFAULT_TNC], await tourInclusions(db, kart.activities.map((a) => a.tourOptionId)));
  return { kart, model: { ...model, brandLogoData: brand.logoData, brandColor: brand.color } };
}

/** What each tour option of the quotation includes (ticket, meal, guide), for its Inclusions. */
async function tourInclusions(db: SiteDb, ids: number[]): Promise<TourInclusions> {
  if (ids.length === 0) return {};
  const rows = await db.db
    .select({ id: dmcTourOptions.id, hasTicket: dmcTourOptions.hasTicket, hasMeal: dmcTourOptions.hasMeal, hasGuide: dmcTourOptions.hasGuide })
    .from(dmcTourOptions)
    .where(and(eq(dmcTourOptions.siteId, db.siteId), inArray(dmcTourOptions.id, ids)));
  return Object.fromEntries(rows.map(({ id, ...flags }) => [id, flags]));
}

/** The quotation's PDF. */
export function renderQuotationPdfBuffer(model: QuotationModel): Promise<Buffer> {
  return renderPdf(() => import("./quotation-pdf.mjs"), "renderQuotationPdf", "server/dmc-quotes/quotation-pdf.mjs", model);
}

export const quotationFileName = (kart: { quotationId: string; version: number }, mode?: PriceBreakup) => `${kart.quotationId}-v${kart.version}${mode ? `-${mode}` : ""}.pdf`;

/** GET kart/getQuotationPdf?id&priceBreakup. */
export async function getQuotationPdf(db: SiteDb, id: number, mode?: PriceBreakup): Promise<Response> {
  const { kart, model } = await buildQuotationModel(db, id, mode);
  const pdf = await renderQuotationPdfBuffer(model);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${quotationFileName(kart, mode)}"` } });
}
