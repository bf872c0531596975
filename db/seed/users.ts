import { and, eq, sql } from "drizzle-orm";
import bcrypt from "bcryptjs";
import type { Db } from "../client";
import { legalEntities, users } from "../schema/users";
import type { UserType } from "@/lib/constants";

export type SeedUserInput = {
  siteId: number;
  email: string;
  password: string;
  userType: UserType;
  firstName: string;
  lastName?: string;
  phone?: string;
  isSuperAdmin?: boolean;
  isBlocked?: boolean;
  companyName?: string;
  isFlightHoldAllowed?: boolean;
  rbacUserGroupId?: number | null;
};

const rounds = () => Number(process.env.BCRYPT_ROUNDS ?? 10);

/** Creates a user (and their company as a legal entity when given), or returns the existing one. */
export async function seedUser(db: Db, input: SeedUserInput): Promise<typeof users.$inferSelect> {
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, input.siteId), sql`lower(${users.email}) = ${input.email.toLowerCase()}`))
    .limit(1);
  if (existing) return existing;
  let legalEntityId: number | null = null;
  if (input.companyName) {
    const [le] = await db.insert(legalEntities).values({ siteId: input.siteId, companyName: input.companyName }).returning({ id: legalEntities.id });
    legalEntityId = le.id;
  }
  const [user] = await db
    .insert(users)
    .values({
      siteId: input.siteId,
      email: input.email,
      passwordHash: await bcrypt.hash(input.password, rounds()),
      userType: input.userType,
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      phone: input.phone ?? null,
      phoneCountryCode: input.phone ? "+91" : null,
      phoneNumbers: input.phone ? [{ label: "Primary", phoneNumber: input.phone, phoneCountryCode: "+91" }] : [],
      isVerified: true,
      isSuperAdmin: input.isSuperAdmin ?? false,
      isBlocked: input.isBlocked ?? false,
      isFlightHoldAllowed: input.isFlightHoldAllowed ?? false,
      legalEntityId,
      rbacUserGroupId: input.rbacUserGroupId ?? null,
    })
    .returning();
  return user;
}
