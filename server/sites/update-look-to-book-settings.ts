import "server-only";
import { eq } from "drizzle-orm";
import { sites } from "@/db/schema/sites";
import { LookToBookMessages, type TLookToBookSettings } from "@/lib/contracts/sites";
import type { UserContext } from "@/server/http/context";

/** POST /api/whitelabel/updateLookToBookSettings: this site's look-to-book cap (decision 0022); the next search applies it. */
export async function updateLookToBookSettings(ctx: UserContext, input: TLookToBookSettings) {
  const [row] = await ctx.db.db
    .update(sites)
    .set({ lookToBookFreeSearches: input.lookToBookFreeSearches, lookToBookMaxRatio: input.lookToBookMaxRatio, updatedAt: new Date() })
    .where(eq(sites.id, ctx.site.id))
    .returning({ lookToBookFreeSearches: sites.lookToBookFreeSearches, lookToBookMaxRatio: sites.lookToBookMaxRatio });
  ctx.log.info({ ...row, by: ctx.principal.userId }, "look-to-book settings changed");
  return { ...row, message: LookToBookMessages.saved };
}
