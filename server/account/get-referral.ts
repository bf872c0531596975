import "server-only";
import { randomInt } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { createSiteDb, type SiteDb } from "@/db/client";
import { users } from "@/db/schema/users";
import type { TReferral } from "@/lib/contracts/dashboard";
import { AppError } from "@/server/http/errors";
import type { UserContext } from "@/server/http/context";
import { findSiteOrigin } from "@/server/sites/find-site";

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot stays right. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
const LIST_LIMIT = 200;

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const isCodeClash = (error: unknown) => error instanceof Error && /users_site_referral_code_uq/.test(`${error.message} ${(error as { constraint?: string }).constraint ?? ""} ${String((error as { cause?: unknown }).cause ?? "")}`);

/** The user's referral code, created on first use; unique on the site (the index decides a clash: another code is drawn). */
export async function ensureReferralCode(db: SiteDb, userId: number): Promise<string> {
  const [row] = await db.db.select({ code: users.referralCode }).from(users).where(db.byId(users, userId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  if (row.code) return row.code;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const [set] = await db.db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(db.byId(users, userId), isNull(users.referralCode)))
        .returning({ code: users.referralCode });
      if (set?.code) return set.code;
      // Another request set it first: read theirs.
      const [again] = await db.db.select({ code: users.referralCode }).from(users).where(db.byId(users, userId)).limit(1);
      if (again?.code) return again.code;
    } catch (error) {
      if (!isCodeClash(error)) throw error;
    }
  }
  throw new AppError("CONFLICT", "Could not create a referral code, please try again");
}

/** The referral block: code, the link to share on the site's own origin, who signed up through it (newest first). */
export async function readReferral(db: SiteDb, userId: number): Promise<TReferral> {
  const referralCode = await ensureReferralCode(db, userId);
  const origin = await findSiteOrigin(db.siteId);
  const referred = await db.db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, userType: users.userType, createdAt: users.createdAt })
    .from(users)
    .where(db.where(users, eq(users.referredByUserId, userId)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(LIST_LIMIT);
  return {
    referralCode,
    link: `${origin}/signup?ref=${encodeURIComponent(referralCode)}`,
    referredUsers: referred.map((r) => ({ userId: r.userId, name: [r.firstName, r.lastName].filter(Boolean).join(" "), userType: r.userType, createdAt: r.createdAt.toISOString() })),
  };
}

/** The /user/dashboard/referral page's read. */
export function readReferralForPage(siteId: number, userId: number) {
  return readReferral(createSiteDb(siteId), userId);
}

/** GET /api/user/getReferral. */
export function getReferral(ctx: UserContext) {
  return readReferral(ctx.db, ctx.principal.userId);
}

/** The user of this site whose code this is, for sign-up; null for an unknown or malformed code (never an error). */
export async function findReferrerId(db: SiteDb, code: string | null | undefined): Promise<number | null> {
  const normalized = (code ?? "").trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(normalized)) return null;
  const [row] = await db.db
    .select({ id: users.id })
    .from(users)
    .where(db.where(users, eq(users.referralCode, normalized), eq(users.isBlocked, false)))
    .limit(1);
  return row?.id ?? null;
}
