import "server-only";
import { users } from "@/db/schema/users";
import { LOGO_REMOVED_MESSAGE } from "@/lib/contracts/dashboard";
import { deleteStoredBytes, deleteUserFileRows } from "@/server/files/uploaded-files";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** POST /api/user/removeAgentLogo: clears taLogoUrl and deletes the logo's file (e-tickets show the site's logo again). */
export async function removeAgentLogo(ctx: UserContext) {
  const userId = ctx.principal.userId;
  const removed = await ctx.db.transaction(async (tx) => {
    const [me] = await tx.update(users).set({ taLogoUrl: null, updatedAt: new Date() }).where(ctx.db.byId(users, userId)).returning({ id: users.id });
    if (!me) throw new AppError("NOT_FOUND", "User not found");
    return deleteUserFileRows(tx, ctx.db.siteId, userId, "agentLogo");
  });
  await deleteStoredBytes(removed);
  ctx.log.info({ userId }, "agent removed their logo");
  return { taLogoUrl: null, message: LOGO_REMOVED_MESSAGE };
}
