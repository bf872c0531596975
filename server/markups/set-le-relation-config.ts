import "server-only";
import { leRelationConfigs } from "@/db/schema/pricing";
import { MarkupMessages } from "@/lib/contracts/markups";
import type { RequestContext } from "@/server/http/context";
import { getLegalEntityOrThrow } from "./find-site-records";

/** POST /api/supplier/setLERelationConfig {isTdsDeductable, userLEID}: TDS deduction on or off for one legal entity. */
export async function setLERelationConfig(ctx: RequestContext, input: { isTdsDeductable: boolean; userLEID: number }) {
  const entity = await getLegalEntityOrThrow(ctx.db, input.userLEID);
  await ctx.db.db
    .insert(leRelationConfigs)
    .values({ siteId: ctx.site.id, legalEntityId: entity.id, isTdsDeductable: input.isTdsDeductable })
    .onConflictDoUpdate({ target: leRelationConfigs.legalEntityId, set: { isTdsDeductable: input.isTdsDeductable, updatedAt: new Date() } });
  return { userLEID: entity.id, isTdsDeductable: input.isTdsDeductable, message: MarkupMessages.tdsChanged };
}
