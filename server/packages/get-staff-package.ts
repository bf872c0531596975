import "server-only";
import type { SiteDb } from "@/db/client";
import type { TPackage } from "@/lib/contracts/packages";
import { findOwnPackage, loadImages, toPackage } from "./package-rows";

/** GET /api/packages/manage/details: this site's package for editing (published or not); 404 otherwise. */
export async function getStaffPackage(db: SiteDb, packageId: number): Promise<TPackage> {
  const row = await findOwnPackage(db, packageId);
  const images = await loadImages(db, db.siteId, [row.id]);
  return toPackage(row, images.get(row.id) ?? [], null);
}
