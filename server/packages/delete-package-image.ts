import "server-only";
import { PackageMessages } from "@/lib/contracts/packages";
import { deleteStoredBytes } from "@/server/files/uploaded-files";
import type { UserContext } from "@/server/http/context";
import { deleteImageRows, imageNotFound, imagesOf, lockPackage, renumber } from "./package-images";
import { listPackageImages } from "./list-package-images";

/** POST /api/packages/images/delete: the image and its files go; the cover passes to the first remaining image. */
export async function deletePackageImage(ctx: UserContext, input: { packageId: number; imageId: number }) {
  const siteId = ctx.db.siteId;
  const keys = await ctx.db.transaction(async (tx) => {
    await lockPackage(tx, siteId, input.packageId);
    const existing = await imagesOf(tx, siteId, input.packageId);
    if (!existing.some((i) => i.id === input.imageId)) throw imageNotFound();
    const removed = await deleteImageRows(tx, siteId, [input.imageId]);
    const rest = existing.filter((i) => i.id !== input.imageId);
    await renumber(
      tx,
      siteId,
      input.packageId,
      rest.map((i) => i.id),
      rest.find((i) => i.isCover)?.id ?? null,
    );
    return removed;
  });
  await deleteStoredBytes(keys);
  ctx.log.info({ packageId: input.packageId, imageId: input.imageId, by: ctx.principal.userId }, "package image deleted");
  return { ...(await listPackageImages(ctx.db, input.packageId)), message: PackageMessages.imageDeleted };
}
