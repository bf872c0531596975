import "server-only";
import { uploadedFiles } from "@/db/schema/files";
import { packageImages } from "@/db/schema/packages";
import { PackageMessages } from "@/lib/contracts/packages";
import { PACKAGE_IMAGE_LARGE, PACKAGE_IMAGE_MAX_BYTES, PACKAGE_IMAGE_MAX_COUNT, PACKAGE_IMAGE_THUMB } from "@/lib/packages/constants";
import { normalizeImage } from "@/server/files/normalize-image";
import { discardStaged, stageImage, type StagedImage } from "@/server/files/uploaded-files";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { imagesOf, lockPackage, renumber } from "./package-images";
import { findOwnPackage } from "./package-rows";
import { listPackageImages } from "./list-package-images";

const fieldError = (message: string) => new AppError("VALIDATION_ERROR", message, { shortError: { image: message } });

/**
 * POST /api/packages/images/upload: the bytes must be a PNG, JPEG or WebP image (read from the
 * bytes), at most 5 MB; stored twice (gallery size and thumbnail, re-encoded by sharp) and added
 * last; the package's first image becomes its cover. Under the package's row lock.
 */
export async function uploadPackageImage(ctx: UserContext, input: { packageId: number; image: string }) {
  await findOwnPackage(ctx.db, input.packageId);
  const bytes = Buffer.from(input.image, "base64");
  if (bytes.length > PACKAGE_IMAGE_MAX_BYTES) throw fieldError(PackageMessages.imageTooLarge);
  const large = await normalizeImage(bytes, PACKAGE_IMAGE_LARGE);
  const thumb = large && (await normalizeImage(bytes, PACKAGE_IMAGE_THUMB));
  if (!large || !thumb) throw fieldError(PackageMessages.imageNotImage);
  const owner = { ownerUserId: ctx.principal.userId, purpose: "packageImage" as const };
  const staged: StagedImage[] = [];
  try {
    staged.push(await stageImage(ctx.db.siteId, { ...owner, image: large }));
    staged.push(await stageImage(ctx.db.siteId, { ...owner, image: thumb }));
    const siteId = ctx.db.siteId;
    await ctx.db.transaction(async (tx) => {
      await lockPackage(tx, siteId, input.packageId);
      const existing = await imagesOf(tx, siteId, input.packageId);
      if (existing.length >= PACKAGE_IMAGE_MAX_COUNT) throw fieldError(PackageMessages.tooManyImages);
      await tx.insert(uploadedFiles).values(staged.map((s) => s.values));
      const [row] = await tx
        .insert(packageImages)
        .values({ siteId, packageId: input.packageId, position: existing.length, isCover: false, fileId: staged[0].id, thumbFileId: staged[1].id, width: large.width, height: large.height, byteSize: large.bytes.length })
        .returning({ id: packageImages.id });
      const cover = existing.find((i) => i.isCover)?.id ?? null;
      await renumber(tx, siteId, input.packageId, [...existing.map((i) => i.id), row.id], cover);
    });
  } catch (error) {
    for (const s of staged) await discardStaged(s);
    throw error;
  }
  ctx.log.info({ packageId: input.packageId, by: ctx.principal.userId, bytes: large.bytes.length }, "package image uploaded");
  return { ...(await listPackageImages(ctx.db, input.packageId)), message: PackageMessages.imageUploaded };
}

