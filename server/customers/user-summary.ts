import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { legalEntities, users } from "@/db/schema/users";

/** The short user row of the back office's user lists, with the company name (the join repeats the site). */
export function selectUserSummary(db: SiteDb) {
  return db.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      companyName: legalEntities.companyName,
      isBlocked: users.isBlocked,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(legalEntities, and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId)))
    .$dynamic();
}

export function toUserSummary(row: Awaited<ReturnType<ReturnType<typeof selectUserSummary>["execute"]>>[number]) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
