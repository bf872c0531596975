import "server-only";
import { eq } from "drizzle-orm";
import { createSiteDb, type SiteDb } from "@/db/client";
import { legalEntities, users } from "@/db/schema/users";
import { COMPANY_NOT_ALLOWED_MESSAGE, PROFILE_SAVED_MESSAGE, type TMyProfile, type TUpdateMyProfile } from "@/lib/contracts/dashboard";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

const BUSINESS = new Set(["travelAgent", "corporate"]);

/** The caller's own profile: names, email, phones, their company (business users) and logo. */
export async function readMyProfile(db: SiteDb, userId: number): Promise<TMyProfile> {
  const [row] = await db.db
    .select({
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumbers: users.phoneNumbers,
      taLogoUrl: users.taLogoUrl,
      legalEntityId: users.legalEntityId,
      companyName: legalEntities.companyName,
      address1: legalEntities.address1,
      address2: legalEntities.address2,
      secondaryPhone: legalEntities.secondaryPhone,
    })
    .from(users)
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(db.byId(users, userId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const hasCompany = BUSINESS.has(row.userType) && row.legalEntityId !== null && row.companyName !== null;
  return {
    userType: row.userType,
    firstName: row.firstName,
    lastName: row.lastName ?? "",
    email: row.email ?? "",
    phoneNumbers: row.phoneNumbers ?? [],
    company: hasCompany ? { companyName: row.companyName ?? "", address1: row.address1 ?? "", address2: row.address2 ?? "", secondaryPhone: row.secondaryPhone ?? "" } : null,
    taLogoUrl: row.taLogoUrl,
    canUploadLogo: row.userType === "travelAgent",
  };
}

/** The /user/dashboard/userProfile page's read. */
export function readMyProfileForPage(siteId: number, userId: number) {
  return readMyProfile(createSiteDb(siteId), userId);
}

/** GET /api/user/getMyProfile. */
export function getMyProfile(ctx: UserContext) {
  return readMyProfile(ctx.db, ctx.principal.userId);
}

/**
 * POST /api/user/updateMyProfile: names on the user row; the company block only for a business
 * user with a company (their legal entity, shared with colleagues), in one transaction.
 */
export async function updateMyProfile(ctx: UserContext, input: TUpdateMyProfile) {
  const current = await readMyProfile(ctx.db, ctx.principal.userId);
  if (input.company && !current.company) throw new AppError("VALIDATION_ERROR", COMPANY_NOT_ALLOWED_MESSAGE, { shortError: { company: COMPANY_NOT_ALLOWED_MESSAGE } });
  await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
      .where(ctx.db.byId(users, ctx.principal.userId))
      .returning({ legalEntityId: users.legalEntityId });
    if (!u) throw new AppError("NOT_FOUND", "User not found");
    if (input.company && u.legalEntityId !== null) {
      const c = input.company;
      await tx
        .update(legalEntities)
        .set({ companyName: c.companyName, address1: c.address1 || null, address2: c.address2 || null, secondaryPhone: c.secondaryPhone || null })
        .where(ctx.db.byId(legalEntities, u.legalEntityId));
    }
  });
  ctx.log.info({ userId: ctx.principal.userId, company: Boolean(input.company) }, "user saved their profile");
  return { ...(await readMyProfile(ctx.db, ctx.principal.userId)), message: PROFILE_SAVED_MESSAGE };
}
