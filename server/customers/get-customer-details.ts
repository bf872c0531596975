import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { leGroupMappings, markupGroups } from "@/db/schema/pricing";
import { rbacUserGroups } from "@/db/schema/rbac";
import { legalEntities, users } from "@/db/schema/users";
import type { TCustomerDetails } from "@/lib/contracts/customer-admin";
import { notFound } from "@/server/http/errors";

/**
 * One user of this site as the back office shows a customer (spec 001 section 3): company, markup
 * group (the company's mapping, else the site's default; none without a company), permission
 * group, tax numbers (the company's, else the user's billing details) and switches. null when the
 * user is not on this site.
 */
export async function findCustomerDetails(db: SiteDb, userId: number): Promise<TCustomerDetails | null> {
  const [[row], [defaultGroup]] = await Promise.all([
    db.db
      .select({
        user: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          userType: users.userType,
          isVerified: users.isVerified,
          isBlocked: users.isBlocked,
          createdAt: users.createdAt,
          legalEntityId: users.legalEntityId,
          rbacUserGroupId: users.rbacUserGroupId,
          phoneNumbers: users.phoneNumbers,
          billing: users.billing,
          isFlightHoldAllowed: users.isFlightHoldAllowed,
          isFlightSearchAllowed: users.isFlightSearchAllowed,
          isFlightSearchExempted: users.isFlightSearchExempted,
          taLogoUrl: users.taLogoUrl,
          referralCode: users.referralCode,
        },
        company: {
          id: legalEntities.id,
          companyName: legalEntities.companyName,
          address1: legalEntities.address1,
          address2: legalEntities.address2,
          secondaryPhone: legalEntities.secondaryPhone,
          panNumber: legalEntities.panNumber,
          gstNumber: legalEntities.gstNumber,
        },
        mappedGroup: { id: markupGroups.id, groupName: markupGroups.groupName },
        userGroupName: rbacUserGroups.groupName,
      })
      .from(users)
      // Every join repeats the site: another site's row can never attach to this site's user.
      .leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId)))
      .leftJoin(leGroupMappings, and(eq(leGroupMappings.legalEntityId, legalEntities.id), eq(leGroupMappings.siteId, users.siteId)))
      .leftJoin(markupGroups, and(eq(markupGroups.id, leGroupMappings.groupId), eq(markupGroups.siteId, users.siteId)))
      .leftJoin(rbacUserGroups, and(eq(rbacUserGroups.id, users.rbacUserGroupId), eq(rbacUserGroups.siteId, users.siteId)))
      .where(db.byId(users, userId))
      .limit(1),
    db.db.select({ id: markupGroups.id, groupName: markupGroups.groupName }).from(markupGroups).where(db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1),
  ]);
  if (!row) return null;
  const { user, company } = row;
  const group = company ? (row.mappedGroup ?? defaultGroup ?? null) : null;
  return {
    users_id: user.id,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: company?.companyName ?? null,
    email: user.email,
    userType: user.userType,
    status: user.isVerified ? "verified" : "unverified",
    isBlocked: user.isBlocked,
    createdAt: user.createdAt.toISOString(),
    groupName: group?.groupName ?? null,
    groupId: group?.id ?? null,
    userGroupName: user.rbacUserGroupId !== null ? row.userGroupName : null,
    userGroup: user.rbacUserGroupId !== null && row.userGroupName !== null ? { groupId: user.rbacUserGroupId } : null,
    legalEntityId: company?.id ?? null,
    phoneNumbers: user.phoneNumbers,
    panNumber: company ? company.panNumber : (user.billing?.panNumber ?? null),
    gstNumber: company ? company.gstNumber : (user.billing?.gstNumber ?? null),
    flightLookToBook: { is_exempted: user.isFlightSearchExempted },
    isFlightHoldAllowed: user.isFlightHoldAllowed,
    isFlightSearchAllowed: user.isFlightSearchAllowed,
    taLogoUrl: user.taLogoUrl,
    referralCode: user.referralCode,
    billing: user.billing ?? null,
    company: company ? { companyName: company.companyName, address1: company.address1, address2: company.address2, secondaryPhone: company.secondaryPhone } : null,
  };
}

/** The same, or 404 'User not found'. */
export async function getCustomerDetailsOrThrow(db: SiteDb, userId: number): Promise<TCustomerDetails> {
  const details = await findCustomerDetails(db, userId);
  if (!details) throw notFound("User");
  return details;
}
