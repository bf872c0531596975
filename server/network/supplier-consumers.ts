import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { supplierRequests } from "@/db/schema/network";
import { leGroupMappings, leRelationConfigs, markupGroups } from "@/db/schema/pricing";
import { sites } from "@/db/schema/sites";
import { legalEntities } from "@/db/schema/users";
import { NetworkMessages, type TRequestStatus, type TSupplierCategory } from "@/lib/contracts/network";
import type { TApiConsumerRow } from "@/lib/contracts/network-supplier";
import type { RequestContext, UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { assertSupplierSite, primaryDomain } from "./network-records";

/** GET supplier/supplierOnlyAccess/supplierConsumers: one row per consumer and category this site approved. */
export async function listSupplierConsumers(ctx: RequestContext): Promise<{ result: TApiConsumerRow[] }> {
  await assertSupplierSite(ctx);
  const rows = await ctx.db.db
    .select({
      companyName: sites.companyName,
      domain: primaryDomain(sites.id),
      adminEmail: sites.adminEmail,
      adminContact: sites.adminContact,
      legalEntityId: legalEntities.id,
      consumerSiteId: supplierRequests.consumerSiteId,
      groupName: markupGroups.groupName,
      groupId: markupGroups.id,
      category: supplierRequests.category,
      supplierListId: supplierRequests.id,
      isFlightHoldAllowed: supplierRequests.isFlightHoldAllowed,
      isFlightSearchAllowed: supplierRequests.isFlightSearchAllowed,
      requestStatus: supplierRequests.requestStatus,
      isTdsDeductable: leRelationConfigs.isTdsDeductable,
    })
    .from(supplierRequests)
    .innerJoin(sites, eq(sites.id, supplierRequests.consumerSiteId))
    .leftJoin(legalEntities, and(eq(legalEntities.siteId, ctx.site.id), eq(legalEntities.consumerSiteId, supplierRequests.consumerSiteId)))
    .leftJoin(leGroupMappings, and(eq(leGroupMappings.legalEntityId, legalEntities.id), eq(leGroupMappings.siteId, ctx.site.id)))
    .leftJoin(markupGroups, and(eq(markupGroups.id, leGroupMappings.groupId), eq(markupGroups.siteId, ctx.site.id)))
    .leftJoin(leRelationConfigs, and(eq(leRelationConfigs.legalEntityId, legalEntities.id), eq(leRelationConfigs.siteId, ctx.site.id)))
    .where(and(eq(supplierRequests.supplierSiteId, ctx.site.id), inArray(supplierRequests.requestStatus, ["Approved", "Suspended"])))
    .orderBy(asc(sites.companyName), asc(supplierRequests.consumerSiteId), asc(supplierRequests.category));
  return {
    result: rows.map((r) => ({
      wl_companyName: r.companyName,
      wl_domain: r.domain,
      wl_adminEmail: r.adminEmail,
      wl_adminContact: r.adminContact,
      wl_legalEntityId: r.legalEntityId,
      wl_mongoDb_siteId: r.consumerSiteId,
      leGroup_groupName: r.groupName,
      userGroup: { groupId: r.groupId },
      sup_category: r.category as TSupplierCategory,
      sc_map_supplierListId: r.supplierListId,
      sc_map_isFlightHoldAllowed: r.isFlightHoldAllowed,
      sc_map_isFlightSearchAllowed: r.isFlightSearchAllowed,
      requestStatus: r.requestStatus as TRequestStatus,
      isTdsDeductable: r.isTdsDeductable ?? true,
    })),
  };
}

type Switch = { isFlightHoldAllowed: boolean } | { isFlightSearchAllowed: boolean };

/** setFlightHoldSetting / setFlightSearchSetting: one switch of a mapping of this supplier with that consumer (else 404). */
async function setSwitch(ctx: UserContext, input: { consumerSiteId: number; supplierListId: number }, change: Switch) {
  await assertSupplierSite(ctx);
  const [row] = await ctx.db.db
    .update(supplierRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(supplierRequests.id, input.supplierListId), eq(supplierRequests.supplierSiteId, ctx.site.id), eq(supplierRequests.consumerSiteId, input.consumerSiteId)))
    .returning({ id: supplierRequests.id, isFlightHoldAllowed: supplierRequests.isFlightHoldAllowed, isFlightSearchAllowed: supplierRequests.isFlightSearchAllowed });
  if (!row) throw new AppError("NOT_FOUND", NetworkMessages.requestNotFound);
  ctx.log.info({ supplierListId: row.id, ...change, by: ctx.principal.userId }, "consumer flight switch changed");
  return row;
}

export async function setConsumerFlightHold(ctx: UserContext, input: { isFlightHold: boolean; consumerSiteId: number; supplierListId: number }) {
  const row = await setSwitch(ctx, input, { isFlightHoldAllowed: input.isFlightHold });
  return { supplierListId: row.id, isFlightHoldAllowed: row.isFlightHoldAllowed, message: NetworkMessages.settingSaved };
}

export async function setConsumerFlightSearch(ctx: UserContext, input: { isFlightSearchAllowed: boolean; consumerSiteId: number; supplierListId: number }) {
  const row = await setSwitch(ctx, input, { isFlightSearchAllowed: input.isFlightSearchAllowed });
  return { supplierListId: row.id, isFlightSearchAllowed: row.isFlightSearchAllowed, message: NetworkMessages.settingSaved };
}
