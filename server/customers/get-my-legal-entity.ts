import "server-only";
import { and, eq } from "drizzle-orm";
import { leGroupMappings, markupGroups } from "@/db/schema/pricing";
import { legalEntities, users } from "@/db/schema/users";
import type { UserContext } from "@/server/http/context";

/** GET /api/wl/user/getMyLegalEntity: the caller's company with its markup group (its mapping, else the site's default); null without one. */
export async function getMyLegalEntity(ctx: UserContext) {
  const [[row], [defaultGroup]] = await Promise.all([
    ctx.db.db
      .select({
        id: legalEntities.id,
        companyName: legalEntities.companyName,
        address1: legalEntities.address1,
        address2: legalEntities.address2,
        secondaryPhone: legalEntities.secondaryPhone,
        city: legalEntities.city,
        state: legalEntities.state,
        country: legalEntities.country,
        pincode: legalEntities.pincode,
        panNumber: legalEntities.panNumber,
        gstNumber: legalEntities.gstNumber,
        mappedGroupName: markupGroups.groupName,
      })
      .from(users)
      .innerJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId)))
      .leftJoin(leGroupMappings, and(eq(leGroupMappings.legalEntityId, legalEntities.id), eq(leGroupMappings.siteId, users.siteId)))
      .leftJoin(markupGroups, and(eq(markupGroups.id, leGroupMappings.groupId), eq(markupGroups.siteId, users.siteId)))
      .where(ctx.db.byId(users, ctx.principal.userId))
      .limit(1),
    ctx.db.db.select({ groupName: markupGroups.groupName }).from(markupGroups).where(ctx.db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1),
  ]);
  if (!row) return { legalEntity: null };
  const { mappedGroupName, ...entity } = row;
  return { legalEntity: { ...entity, groupName: mappedGroupName ?? defaultGroup?.groupName ?? null } };
}
