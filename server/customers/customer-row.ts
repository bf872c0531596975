import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SiteDb } from "@/db/client";
import { leGroupMappings, markupGroups } from "@/db/schema/pricing";
import { rbacUserGroups } from "@/db/schema/rbac";
import { sites } from "@/db/schema/sites";
import { legalEntities, users } from "@/db/schema/users";
import { primaryDomain } from "@/server/network/network-records";

/**
 * A customer as the back office shows one (spec 001 section 3; decisions 0017 and 0018): the one
 * column set and join chain of the customers list (list-customers-page.ts) and of one customer
 * (get-customer-details.ts). Every join repeats the site, so another site's company, mapping or
 * group can never attach to this site's user.
 */
export const CUSTOMER_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
  isVerified: users.isVerified,
  isBlocked: users.isBlocked,
  createdAt: users.createdAt,
  legalEntityId: users.legalEntityId,
  phone: users.phone,
  phoneCountryCode: users.phoneCountryCode,
  phoneNumbers: users.phoneNumbers,
  billing: users.billing,
  isFlightHoldAllowed: users.isFlightHoldAllowed,
  isFlightSearchAllowed: users.isFlightSearchAllowed,
  isFlightSearchExempted: users.isFlightSearchExempted,
  isDetailPending: users.isDetailPending,
  companyId: legalEntities.id,
  companyName: legalEntities.companyName,
  lePan: legalEntities.panNumber,
  leGst: legalEntities.gstNumber,
  mappedGroupId: markupGroups.id,
  mappedGroupName: markupGroups.groupName,
  userGroupId: rbacUserGroups.id,
  userGroupName: rbacUserGroups.groupName,
  /** The consumer site this company stands for on a supplier site (decision 0034), its name and domain. */
  networkConsumerSiteId: legalEntities.consumerSiteId,
  networkConsumerName: sql<string | null>`(select ${sites.companyName} from ${sites} where ${sites.id} = ${legalEntities.consumerSiteId})`,
  networkConsumerDomain: primaryDomain(legalEntities.consumerSiteId),
};

/** `select CUSTOMER_COLUMNS (+ extra) from users` with the company, markup-group and permission-group joins. */
export function selectCustomerRows<E extends Record<string, PgColumn | SQL.Aliased>>(db: SiteDb, extra: E) {
  return db.db
    .select({ ...CUSTOMER_COLUMNS, ...extra })
    .from(users)
    .leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId)))
    .leftJoin(leGroupMappings, and(eq(leGroupMappings.legalEntityId, legalEntities.id), eq(leGroupMappings.siteId, users.siteId)))
    .leftJoin(markupGroups, and(eq(markupGroups.id, leGroupMappings.groupId), eq(markupGroups.siteId, users.siteId)))
    .leftJoin(rbacUserGroups, and(eq(rbacUserGroups.id, users.rbacUserGroupId), eq(rbacUserGroups.siteId, users.siteId)));
}

/** One row as the joins type it (the joined tables' columns nullable). */
type CustomerRow = Awaited<ReturnType<typeof selectCustomerRows<Record<never, PgColumn>>>>[number];

/** The site's default markup group (prices a company without a mapping). */
export async function findDefaultMarkupGroup(db: SiteDb): Promise<{ id: number; groupName: string } | null> {
  const [row] = await db.db.select({ id: markupGroups.id, groupName: markupGroups.groupName }).from(markupGroups).where(db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1);
  return row ?? null;
}

/** The markup group that prices the customer: the company's mapping, else the site's default; none without a company. */
export function customerMarkupGroup(row: CustomerRow, defaultGroup: { id: number; groupName: string } | null) {
  if (row.companyId === null) return null;
  return row.mappedGroupId !== null ? { id: row.mappedGroupId, groupName: row.mappedGroupName! } : defaultGroup;
}

/**
 * The fields both answers share: the markup group is the company's mapping, else the site's
 * default (none without a company, as pricing resolves it); tax numbers are the company's, else the
 * user's billing details.
 */
export function toCustomerFields(row: CustomerRow, defaultGroup: { id: number; groupName: string } | null) {
  const group = customerMarkupGroup(row, defaultGroup);
  return {
    users_id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    email: row.email,
    userType: row.userType,
    isBlocked: row.isBlocked,
    createdAt: row.createdAt.toISOString(),
    groupName: group?.groupName ?? null,
    userGroupName: row.userGroupName,
    userGroup: row.userGroupId === null ? null : { groupId: row.userGroupId },
    legalEntityId: row.companyId,
    panNumber: row.lePan ?? row.billing?.panNumber ?? null,
    gstNumber: row.leGst ?? row.billing?.gstNumber ?? null,
    isFlightHoldAllowed: row.isFlightHoldAllowed,
    isFlightSearchAllowed: row.isFlightSearchAllowed,
    flightLookToBook: { is_exempted: row.isFlightSearchExempted },
    isDetailPending: row.isDetailPending,
    networkConsumer: row.networkConsumerSiteId === null ? null : { siteId: row.networkConsumerSiteId, companyName: row.networkConsumerName ?? "", domain: row.networkConsumerDomain },
  };
}
