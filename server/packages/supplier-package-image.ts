import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { uploadedFiles } from "@/db/schema/files";
import type { UploadedFileRow } from "@/server/files/uploaded-files";
import { packageSources } from "./package-sources";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A package image of a TourPackages supplier that approved this site (decision 0044): the consumer
 * shows the supplier's packages, so it serves their pictures. Any other site's file stays 404.
 */
export async function findSupplierPackageImage(db: SiteDb, fileId: string): Promise<UploadedFileRow | null> {
  if (!UUID.test(fileId)) return null;
  const suppliers = (await packageSources(db)).map((s) => s.siteId).filter((id) => id !== db.siteId);
  if (suppliers.length === 0) return null;
  const [row] = await db.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.purpose, "packageImage"), inArray(uploadedFiles.siteId, suppliers)))
    .limit(1);
  return row ?? null;
}
