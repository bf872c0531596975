import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { uploadedFiles } from "@/db/schema/files";
import { packageImages, packages } from "@/db/schema/packages";
import { PackageMessages } from "@/lib/contracts/packages";
import { AppError } from "@/server/http/errors";
import { packageNotFound } from "./package-rows";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Inside a transaction: locks this site's package row (image changes of one package run one at a time), or 404. */
export async function lockPackage(tx: Tx, siteId: number, packageId: number): Promise<void> {
  const [row] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.siteId, siteId), eq(packages.id, packageId)))
    .for("update");
  if (!row) throw packageNotFound();
}

export async function imagesOf(tx: Tx, siteId: number, packageId: number) {
  return tx
    .select()
    .from(packageImages)
    .where(and(eq(packageImages.siteId, siteId), eq(packageImages.packageId, packageId)))
    .orderBy(asc(packageImages.position), asc(packageImages.id));
}

/** Positions 0..n-1 in the given order; exactly one cover (the chosen one, else the first image). */
export async function renumber(tx: Tx, siteId: number, packageId: number, orderedIds: number[], coverId: number | null): Promise<void> {
  const cover = coverId !== null && orderedIds.includes(coverId) ? coverId : (orderedIds[0] ?? null);
  // Clear the cover first: the one-cover unique index holds at every statement.
  await tx.update(packageImages).set({ isCover: false }).where(and(eq(packageImages.siteId, siteId), eq(packageImages.packageId, packageId)));
  for (const [position, id] of orderedIds.entries()) {
    await tx
      .update(packageImages)
      .set({ position, isCover: id === cover })
      .where(and(eq(packageImages.siteId, siteId), eq(packageImages.id, id)));
  }
}

/** Deletes image rows and their files' rows; answers the storage keys (their bytes go after commit). */
export async function deleteImageRows(tx: Tx, siteId: number, imageIds: number[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const removed = await tx
    .delete(packageImages)
    .where(and(eq(packageImages.siteId, siteId), inArray(packageImages.id, imageIds)))
    .returning({ fileId: packageImages.fileId, thumbFileId: packageImages.thumbFileId });
  const fileIds = removed.flatMap((r) => [r.fileId, r.thumbFileId]);
  if (fileIds.length === 0) return [];
  const files = await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.siteId, siteId), inArray(uploadedFiles.id, fileIds)))
    .returning({ storageKey: uploadedFiles.storageKey });
  return files.map((f) => f.storageKey);
}

export const imageNotFound = () => new AppError("NOT_FOUND", PackageMessages.imageNotFound);
