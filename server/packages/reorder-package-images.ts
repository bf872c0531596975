import "server-only";
import { PackageMessages } from "@/lib/contracts/packages";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { imagesOf, lockPackage, renumber } from "./package-images";
import { listPackageImages } from "./list-package-images";

/** POST /api/packages/images/reorder: imageIds must list every image of the package exactly once. */
export async function reorderPackageImages(ctx: UserContext, input: { packageId: number; imageIds: number[] }) {
  const siteId = ctx.db.siteId;
  await ctx.db.transaction(async (tx) => {
    await lockPackage(tx, siteId, input.packageId);
    const existing = await imagesOf(tx, siteId, input.packageId);
    const known = new Set(existing.map((i) => i.id));
    const given = new Set(input.imageIds);
    if (given.size !== input.imageIds.length || given.size !== known.size || input.imageIds.some((id) => !known.has(id))) {
      throw new AppError("VALIDATION_ERROR", PackageMessages.reorderMismatch, { shortError: { imageIds: PackageMessages.reorderMismatch } });
    }
    await renumber(tx, siteId, input.packageId, input.imageIds, existing.find((i) => i.isCover)?.id ?? null);
  });
  return { ...(await listPackageImages(ctx.db, input.packageId)), message: PackageMessages.imagesReordered };
}
