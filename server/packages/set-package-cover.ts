import "server-only";
import { PackageMessages } from "@/lib/contracts/packages";
import type { UserContext } from "@/server/http/context";
import { imageNotFound, imagesOf, lockPackage, renumber } from "./package-images";
import { listPackageImages } from "./list-package-images";

/** POST /api/packages/images/setCover: one image of this site's package becomes the cover. */
export async function setPackageCover(ctx: UserContext, input: { packageId: number; imageId: number }) {
  const siteId = ctx.db.siteId;
  await ctx.db.transaction(async (tx) => {
    await lockPackage(tx, siteId, input.packageId);
    const existing = await imagesOf(tx, siteId, input.packageId);
    if (!existing.some((i) => i.id === input.imageId)) throw imageNotFound();
    await renumber(
      tx,
      siteId,
      input.packageId,
      existing.map((i) => i.id),
      input.imageId,
    );
  });
  return { ...(await listPackageImages(ctx.db, input.packageId)), message: PackageMessages.coverSet };
}
