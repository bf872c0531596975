import "server-only";
import { leGroupMappings } from "@/db/schema/pricing";
import { MarkupMessages } from "@/lib/contracts/markups";
import type { RequestContext } from "@/server/http/context";
import { getLegalEntityOrThrow, getMarkupGroupOrThrow } from "./find-site-records";

/** POST /api/markupDiscount/mapLEIdWithLEGroupId {groupId, LEId}: a legal entity has one mapping; this replaces it. */
export async function mapLegalEntityToGroup(ctx: RequestContext, input: { groupId: number; LEId: number }) {
  const group = await getMarkupGroupOrThrow(ctx.db, input.groupId);
  const entity = await getLegalEntityOrThrow(ctx.db, input.LEId);
  await ctx.db.db
    .insert(leGroupMappings)
    .values({ siteId: ctx.site.id, legalEntityId: entity.id, groupId: group.id })
    .onConflictDoUpdate({ target: leGroupMappings.legalEntityId, set: { groupId: group.id, updatedAt: new Date() } });
  return { LEId: entity.id, groupId: group.id, message: MarkupMessages.groupChanged };
}
