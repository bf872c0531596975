import "server-only";
import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { legalEntities, users } from "@/db/schema/users";
import type { UserType } from "@/lib/constants";
import type { TSessionUser } from "@/lib/contracts/auth";

export async function getSessionUser(userId: number): Promise<TSessionUser | null> {
  const [row] = await systemDb
    .select({ user: users, companyName: legalEntities.companyName })
    .from(users)
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    userType: u.userType as UserType,
    isSuperAdmin: u.isSuperAdmin,
    status: u.isVerified ? "verified" : "unverified",
    isBlocked: u.isBlocked,
    companyName: row.companyName,
    isFlightHoldAllowed: u.isFlightHoldAllowed,
    isFlightSearchAllowed: u.isFlightSearchAllowed,
    siteId: u.siteId,
  };
}
