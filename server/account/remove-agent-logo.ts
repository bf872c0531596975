import "server-only";
import { users } from "@/db/schema/users";
import { LOGO_REMOVED_MESSAGE } from "@/lib/contracts/dashboard";
import { deleteUserFiles } from "@/server/files/uploaded-files";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** POST /api/user/removeAgentLogo: clears taLogoUrl and deletes the logo's file (e-tickets show the site's logo again). */
export async function removeAgentLogo(ctx: UserContext) {
  const updated = await ctx.db.db.update(users).set({ taLogoUrl: null, updatedAt: new Date() }).where(ctx.db.byId(users, ctx.principal.userId)).returning({ id: users.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "User not found");
  await deleteUserFiles(ctx.db, ctx.principal.userId, "agentLogo");
  ctx.log.info({ userId: ctx.principal.userId }, "agent removed their logo");
  return { taLogoUrl: null, message: LOGO_REMOVED_MESSAGE };
}
