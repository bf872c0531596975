import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { documentLogoData } from "@/server/pdf/document-logo";
import type { KartView } from "./load-kart";

export type DocumentBrand = {
  name: string;
  logoUrl: string | null;
  /** The logo as a data: URI a PDF can draw (server/pdf/document-logo.ts), else null (documents never download). */
  logoData: string | null;
  /** The site's brand colour (sites.primaryColor): the documents' headings and rules. */
  color: string;
};

/**
 * Whose name and logo a quotation's or voucher's document carries (decision 0042): the site's, or
 * with isAgentBranding the customer's agency (its company and the agent's `taLogoUrl`). The colour is
 * always the site's (decision 0056).
 */
export async function documentBrand(db: SiteDb, k: Pick<KartView, "isAgentBranding" | "customer">): Promise<DocumentBrand> {
  const [site] = await db.db.select({ companyName: sites.companyName, logoUrl: sites.logoUrl, primaryColor: sites.primaryColor }).from(sites).where(eq(sites.id, db.siteId));
  if (k.isAgentBranding && k.customer?.companyName) {
    const logoUrl = k.customer.taLogoUrl ?? null;
    return { name: k.customer.companyName, logoUrl, logoData: await documentLogoData(db, logoUrl), color: site.primaryColor };
  }
  return { name: site.companyName, logoUrl: site.logoUrl, logoData: await documentLogoData(db, site.logoUrl), color: site.primaryColor };
}
