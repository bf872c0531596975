import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { getFileStore } from "@/server/files/file-store";
import { fileIdOfUrl, findUploadedFile } from "@/server/files/uploaded-files";
import type { KartView } from "./load-kart";

export type DocumentBrand = { name: string; logoUrl: string | null; /** The logo as a data: URI when it is one of our uploaded PNG/JPEG files, else null (documents never download). */ logoData: string | null };

/** The logo's bytes as a data: URI, when the URL is this site's uploaded file (PNG or JPEG: what @react-pdf draws). */
async function logoDataOf(db: SiteDb, url: string | null): Promise<string | null> {
  const fileId = fileIdOfUrl(url);
  if (!fileId) return null;
  const file = await findUploadedFile(db, fileId);
  if (!file || !["image/png", "image/jpeg"].includes(file.contentType)) return null;
  const bytes = await getFileStore().get(file.storageKey);
  return bytes ? `data:${file.contentType};base64,${bytes.toString("base64")}` : null;
}

/**
 * Whose name and logo a quotation's or voucher's document carries (decision 0042): the site's, or
 * with isAgentBranding the customer's agency (its company and the agent's `taLogoUrl`).
 */
export async function documentBrand(db: SiteDb, k: Pick<KartView, "isAgentBranding" | "customer">): Promise<DocumentBrand> {
  if (k.isAgentBranding && k.customer?.companyName) {
    const logoUrl = k.customer.taLogoUrl ?? null;
    return { name: k.customer.companyName, logoUrl, logoData: await logoDataOf(db, logoUrl) };
  }
  const [site] = await db.db.select({ companyName: sites.companyName, logoUrl: sites.logoUrl }).from(sites).where(eq(sites.id, db.siteId));
  return { name: site.companyName, logoUrl: site.logoUrl, logoData: await logoDataOf(db, site.logoUrl) };
}
