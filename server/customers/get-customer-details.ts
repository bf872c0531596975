import "server-only";
import { legalEntities, users } from "@/db/schema/users";
import type { SiteDb } from "@/db/client";
import type { TCustomerDetails } from "@/lib/contracts/customer-admin";
import { notFound } from "@/server/http/errors";
import { customerMarkupGroup, findDefaultMarkupGroup, selectCustomerRows, toCustomerFields } from "./customer-row";

/**
 * One user of this site as the back office shows a customer (spec 001 section 3): the list's
 * fields (server/customers/customer-row.ts) plus the markup group's id, the stored phone list,
 * billing, the company's address, logo and referral code. null when the user is not on this site.
 */
export async function findCustomerDetails(db: SiteDb, userId: number): Promise<TCustomerDetails | null> {
  const [[row], defaultGroup] = await Promise.all([
    selectCustomerRows(db, {
      taLogoUrl: users.taLogoUrl,
      referralCode: users.referralCode,
      address1: legalEntities.address1,
      address2: legalEntities.address2,
      secondaryPhone: legalEntities.secondaryPhone,
    })
      .where(db.byId(users, userId))
      .limit(1),
    findDefaultMarkupGroup(db),
  ]);
  if (!row) return null;
  return {
    ...toCustomerFields(row, defaultGroup),
    id: row.id,
    groupId: customerMarkupGroup(row, defaultGroup)?.id ?? null,
    status: row.isVerified ? "verified" : "unverified",
    phoneNumbers: row.phoneNumbers,
    taLogoUrl: row.taLogoUrl,
    referralCode: row.referralCode,
    billing: row.billing ?? null,
    company: row.companyName !== null ? { companyName: row.companyName, address1: row.address1, address2: row.address2, secondaryPhone: row.secondaryPhone } : null,
  };
}

/** The same, or 404 'User not found'. */
export async function getCustomerDetailsOrThrow(db: SiteDb, userId: number): Promise<TCustomerDetails> {
  const details = await findCustomerDetails(db, userId);
  if (!details) throw notFound("User");
  return details;
}
