import "server-only";
import { and, asc, count, eq, ilike, sql } from "drizzle-orm";
import { leGroupMappings, leRelationConfigs, markupGroups } from "@/db/schema/pricing";
import { legalEntities } from "@/db/schema/users";
import { LEGAL_ENTITY_PAGE_SIZE, type TLegalEntitiesWithGroupsQuery, type TLegalEntityWithGroup } from "@/lib/contracts/markup-groups";
import type { RequestContext } from "@/server/http/context";

/** `%`, `_` and `\` match themselves in the company-name search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/markupDiscount/getLegalEntitiesWithGroups ?search=&page=: the site's legal entities by
 * company name, each with the group that prices it (its mapping, else the site's default group) and
 * its TDS switch (no relation row means deductible).
 */
export async function listLegalEntitiesWithGroups(ctx: RequestContext, input: TLegalEntitiesWithGroupsQuery) {
  const condition = ctx.db.where(legalEntities, input.search ? ilike(legalEntities.companyName, `%${escapeLike(input.search)}%`) : undefined);
  const [[{ total }], [defaultGroup], rows] = await Promise.all([
    ctx.db.db.select({ total: count() }).from(legalEntities).where(condition),
    ctx.db.db.select({ id: markupGroups.id, groupName: markupGroups.groupName }).from(markupGroups).where(ctx.db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1),
    ctx.db.db
      .select({
        legalEntityId: legalEntities.id,
        companyName: legalEntities.companyName,
        mappedGroupId: markupGroups.id,
        mappedGroupName: markupGroups.groupName,
        isTdsDeductable: leRelationConfigs.isTdsDeductable,
      })
      .from(legalEntities)
      // Every join repeats the site: a row of another site can never attach to this site's entity.
      .leftJoin(leGroupMappings, and(eq(leGroupMappings.legalEntityId, legalEntities.id), eq(leGroupMappings.siteId, legalEntities.siteId)))
      .leftJoin(markupGroups, and(eq(markupGroups.id, leGroupMappings.groupId), eq(markupGroups.siteId, legalEntities.siteId)))
      .leftJoin(leRelationConfigs, and(eq(leRelationConfigs.legalEntityId, legalEntities.id), eq(leRelationConfigs.siteId, legalEntities.siteId)))
      .where(condition)
      .orderBy(asc(sql`lower(${legalEntities.companyName})`), asc(legalEntities.id))
      .limit(LEGAL_ENTITY_PAGE_SIZE)
      .offset((input.page - 1) * LEGAL_ENTITY_PAGE_SIZE),
  ]);
  const records: TLegalEntityWithGroup[] = rows.map((row) => {
    const groupId = row.mappedGroupId ?? defaultGroup?.id ?? null;
    return {
      legalEntityId: row.legalEntityId,
      companyName: row.companyName,
      groupId,
      groupName: row.mappedGroupName ?? defaultGroup?.groupName ?? null,
      isDefaultGroup: groupId !== null && groupId === defaultGroup?.id,
      isTdsDeductable: row.isTdsDeductable ?? true,
    };
  });
  return { records, totalRecords: total, totalPages: Math.ceil(total / LEGAL_ENTITY_PAGE_SIZE), page: input.page };
}
