import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { markupGroups } from "@/db/schema/pricing";
import { MarkupMessages } from "@/lib/contracts/markups";
import type { RequestContext } from "@/server/http/context";
import { getMarkupGroupOrThrow, lockSiteMarkupGroups } from "./find-site-records";

/** POST /api/markupDiscount/setDefaultLEGroup {groupId}: the default marker moves in one transaction. */
export async function setDefaultMarkupGroup(ctx: RequestContext, input: { groupId: number }) {
  const group = await getMarkupGroupOrThrow(ctx.db, input.groupId);
  await ctx.db.transaction(async (tx) => {
    await lockSiteMarkupGroups(tx, ctx.site.id);
    const now = new Date();
    // Clear first: the partial unique index allows one default per site at the end of every statement.
    await tx
      .update(markupGroups)
      .set({ isDefault: false, updatedAt: now })
      .where(ctx.db.where(markupGroups, and(eq(markupGroups.isDefault, true), ne(markupGroups.id, group.id))));
    await tx.update(markupGroups).set({ isDefault: true, updatedAt: now }).where(ctx.db.byId(markupGroups, group.id));
  });
  return { groupId: group.id, groupName: group.groupName, message: MarkupMessages.groupSetAsDefault };
}
