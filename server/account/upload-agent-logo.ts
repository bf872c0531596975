import "server-only";
import { uploadedFiles } from "@/db/schema/files";
import { users } from "@/db/schema/users";
import { LOGO_BOX, LOGO_MAX_BYTES, LOGO_NOT_IMAGE_MESSAGE, LOGO_SAVED_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from "@/lib/contracts/dashboard";
import { normalizeImage } from "@/server/files/normalize-image";
import { deleteStoredBytes, deleteUserFileRows, discardStaged, stageImage, uploadedFileUrl } from "@/server/files/uploaded-files";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

const fieldError = (message: string) => new AppError("VALIDATION_ERROR", message, { shortError: { image: message } });

/**
 * POST /api/user/uploadAgentLogo: the bytes must be a PNG, JPEG or WebP image (read from the bytes),
 * at most 2 MB; stored re-encoded as PNG within 400x160, set as the agent's taLogoUrl, and the
 * previous logo's file is deleted. Under the user's row lock: two uploads at once leave one logo,
 * and taLogoUrl never points at a deleted file.
 */
export async function uploadAgentLogo(ctx: UserContext, input: { image: string }) {
  const bytes = Buffer.from(input.image, "base64");
  if (bytes.length > LOGO_MAX_BYTES) throw fieldError(LOGO_TOO_LARGE_MESSAGE);
  const image = await normalizeImage(bytes, LOGO_BOX);
  if (!image) throw fieldError(LOGO_NOT_IMAGE_MESSAGE);
  const userId = ctx.principal.userId;
  const staged = await stageImage(ctx.db.siteId, { ownerUserId: userId, purpose: "agentLogo", image });
  const taLogoUrl = uploadedFileUrl(staged.id);
  let replaced: string[];
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const [me] = await tx.select({ id: users.id }).from(users).where(ctx.db.byId(users, userId)).for("update");
      if (!me) throw new AppError("NOT_FOUND", "User not found");
      await tx.insert(uploadedFiles).values(staged.values);
      await tx.update(users).set({ taLogoUrl, updatedAt: new Date() }).where(ctx.db.byId(users, userId));
      return deleteUserFileRows(tx, ctx.db.siteId, userId, "agentLogo", staged.id);
    });
  } catch (error) {
    await discardStaged(staged);
    throw error;
  }
  await deleteStoredBytes(replaced);
  ctx.log.info({ userId, fileId: staged.id, bytes: image.bytes.length }, "agent uploaded a logo");
  return { taLogoUrl, message: LOGO_SAVED_MESSAGE };
}
