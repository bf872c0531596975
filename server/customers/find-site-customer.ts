import "server-only";
import { inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { CustomerAdminMessages } from "@/lib/contracts/customer-admin";
import { AppError } from "@/server/http/errors";

/** The user types the back office manages as customers; staff accounts are not customers (decision 0018). */
export const CUSTOMER_USER_TYPES = ["travelAgent", "retail", "corporate"] as const;

/** A customer of this site, or 404 'Customer not found' (another site's user, or a staff account). */
export async function getSiteCustomerOrThrow(db: SiteDb, userId: number) {
  const [customer] = await db.db
    .select({ id: users.id, userType: users.userType, legalEntityId: users.legalEntityId, billing: users.billing, isFlightSearchExempted: users.isFlightSearchExempted })
    .from(users)
    .where(db.where(users, inArray(users.userType, [...CUSTOMER_USER_TYPES]), db.byId(users, userId)))
    .limit(1);
  if (!customer) throw new AppError("NOT_FOUND", CustomerAdminMessages.customerNotFound);
  return customer;
}
