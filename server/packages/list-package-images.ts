import "server-only";
import type { SiteDb } from "@/db/client";
import { findOwnPackage, loadImages } from "./package-rows";

/** GET /api/packages/images/list: this site's package's images in order (another site's package is 404). */
export async function listPackageImages(db: SiteDb, packageId: number) {
  await findOwnPackage(db, packageId);
  return { images: (await loadImages(db, db.siteId, [packageId])).get(packageId) ?? [] };
}
