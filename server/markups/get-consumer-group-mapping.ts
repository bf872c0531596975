import "server-only";
import { eq } from "drizzle-orm";
import { leGroupMappings, leRelationConfigs } from "@/db/schema/pricing";
import type { RequestContext } from "@/server/http/context";
import { getLegalEntityOrThrow } from "./find-site-records";
import { findMarkupGroups } from "./list-markup-groups";

/**
 * GET /api/markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups?consumerLEId=: the site's
 * groups with the legal entity's current one ticked (its mapping, else the default), and its TDS switch.
 */
export async function getConsumerGroupMapping(ctx: RequestContext, input: { consumerLEId: number }) {
  const entity = await getLegalEntityOrThrow(ctx.db, input.consumerLEId);
  const [groups, [mapping], [config]] = await Promise.all([
    findMarkupGroups(ctx),
    ctx.db.db.select({ groupId: leGroupMappings.groupId }).from(leGroupMappings).where(ctx.db.where(leGroupMappings, eq(leGroupMappings.legalEntityId, entity.id))).limit(1),
    ctx.db.db
      .select({ isTdsDeductable: leRelationConfigs.isTdsDeductable })
      .from(leRelationConfigs)
      .where(ctx.db.where(leRelationConfigs, eq(leRelationConfigs.legalEntityId, entity.id)))
      .limit(1),
  ]);
  const selectedId = mapping?.groupId ?? groups.find((g) => g.isDefault)?.id ?? null;
  return {
    consumerLEId: entity.id,
    userGroups: groups.map((g) => ({ ...g, isSelected: g.id === selectedId })),
    leRelationConfig: { isTdsDeductable: config?.isTdsDeductable ?? true },
  };
}
