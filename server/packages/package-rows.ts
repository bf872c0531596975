import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { packageImages, packages } from "@/db/schema/packages";
import type { TPackage, TPackageCard, TPackageImage } from "@/lib/contracts/packages";
import { PackageMessages } from "@/lib/contracts/packages";
import { uploadedFileUrl } from "@/server/files/uploaded-files";
import { AppError } from "@/server/http/errors";

export type PackageRow = typeof packages.$inferSelect;

export const packageNotFound = () => new AppError("NOT_FOUND", PackageMessages.notFound);

/** A package's images in gallery order. */
export async function loadImages(db: SiteDb, siteId: number, packageIds: number[]): Promise<Map<number, TPackageImage[]>> {
  const byPackage = new Map<number, TPackageImage[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db.db
    .select()
    .from(packageImages)
    .where(and(eq(packageImages.siteId, siteId), inArray(packageImages.packageId, packageIds)))
    .orderBy(asc(packageImages.packageId), asc(packageImages.position), asc(packageImages.id));
  for (const r of rows) {
    const list = byPackage.get(r.packageId) ?? [];
    list.push({ imageId: r.id, position: r.position, isCover: r.isCover, url: uploadedFileUrl(r.fileId), thumbUrl: uploadedFileUrl(r.thumbFileId), width: r.width, height: r.height });
    byPackage.set(r.packageId, list);
  }
  return byPackage;
}

const coverOf = (images: TPackageImage[]) => (images.find((i) => i.isCover) ?? images[0])?.thumbUrl ?? null;

export function toCard(row: PackageRow, images: TPackageImage[], supplierName: string | null): TPackageCard {
  return {
    packageId: row.id,
    siteId: row.siteId,
    name: row.name,
    destination: row.destination,
    days: row.days,
    nights: row.nights,
    priceFrom: row.priceFrom,
    currency: row.currency,
    validFrom: row.validFrom,
    validTill: row.validTill,
    isPublished: row.isPublished,
    supplierName,
    coverUrl: coverOf(images),
  };
}

export function toPackage(row: PackageRow, images: TPackageImage[], supplierName: string | null): TPackage {
  return { ...toCard(row, images, supplierName), plan: row.plan, inclusions: row.inclusions, exclusions: row.exclusions, images };
}

/** This site's package by id (staff), or 404. */
export async function findOwnPackage(db: SiteDb, packageId: number): Promise<PackageRow> {
  const [row] = await db.db.select().from(packages).where(db.byId(packages, packageId)).limit(1);
  if (!row) throw packageNotFound();
  return row;
}
