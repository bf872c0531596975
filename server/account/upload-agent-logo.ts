import "server-only";
import { users } from "@/db/schema/users";
import { LOGO_BOX, LOGO_MAX_BYTES, LOGO_NOT_IMAGE_MESSAGE, LOGO_SAVED_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from "@/lib/contracts/dashboard";
import { normalizeImage } from "@/server/files/normalize-image";
import { deleteUserFiles, storeUploadedImage, uploadedFileUrl } from "@/server/files/uploaded-files";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

const fieldError = (message: string) => new AppError("VALIDATION_ERROR", message, { shortError: { image: message } });

/**
 * POST /api/user/uploadAgentLogo: the bytes must be a PNG, JPEG or WebP image (read from the bytes),
 * at most 2 MB; stored re-encoded as PNG within 400x160, set as the agent's taLogoUrl, and the
 * previous logo's file is deleted.
 */
export async function uploadAgentLogo(ctx: UserContext, input: { image: string }) {
  const bytes = Buffer.from(input.image, "base64");
  if (bytes.length > LOGO_MAX_BYTES) throw fieldError(LOGO_TOO_LARGE_MESSAGE);
  const image = await normalizeImage(bytes, LOGO_BOX);
  if (!image) throw fieldError(LOGO_NOT_IMAGE_MESSAGE);
  const file = await storeUploadedImage(ctx.db, { ownerUserId: ctx.principal.userId, purpose: "agentLogo", image });
  const taLogoUrl = uploadedFileUrl(file.id);
  const updated = await ctx.db.db.update(users).set({ taLogoUrl, updatedAt: new Date() }).where(ctx.db.byId(users, ctx.principal.userId)).returning({ id: users.id });
  if (updated.length === 0) {
    await deleteUserFiles(ctx.db, ctx.principal.userId, "agentLogo");
    throw new AppError("NOT_FOUND", "User not found");
  }
  await deleteUserFiles(ctx.db, ctx.principal.userId, "agentLogo", file.id);
  ctx.log.info({ userId: ctx.principal.userId, fileId: file.id, bytes: file.byteSize }, "agent uploaded a logo");
  return { taLogoUrl, message: LOGO_SAVED_MESSAGE };
}
