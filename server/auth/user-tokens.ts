import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { userTokens, type UserTokenPurpose } from "@/db/schema/users";

/** How long each kind of single-use token works (decision 0019). */
export const USER_TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  resetPassword: 30 * 60 * 1000,
  setPassword: 72 * 60 * 60 * 1000,
  sessionExchange: 60 * 1000,
};

export const hashUserToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

type Db = Pick<typeof systemDb, "insert" | "update" | "select" | "delete">;

/**
 * Issues a single-use token for a user of a site: 32 random bytes, base64url. Only its SHA-256 is
 * stored; the caller sends the token itself (in a link) and never stores it.
 */
export async function issueUserToken(input: { siteId: number; userId: number; purpose: UserTokenPurpose; ttlMs?: number }, db: Db = systemDb): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + (input.ttlMs ?? USER_TOKEN_TTL_MS[input.purpose]));
  await db.insert(userTokens).values({ siteId: input.siteId, userId: input.userId, purpose: input.purpose, tokenHash: hashUserToken(token), expiresAt });
  return { token, expiresAt };
}

export type ConsumeResult = { ok: true; userId: number; purpose: UserTokenPurpose } | { ok: false; reason: "invalid" | "used" | "expired" };

/**
 * Verifies and uses a token in one statement: it must belong to the site, have one of the
 * purposes, be unused and unexpired. Of two concurrent uses only one UPDATE matches the row
 * (`used_at IS NULL` is re-checked after the row lock), so a token works once. Another site's token,
 * another purpose's and an unknown one are all "invalid".
 */
export async function consumeUserToken(input: { siteId: number; token: string; purposes: readonly UserTokenPurpose[] }, db: Db = systemDb): Promise<ConsumeResult> {
  const tokenHash = hashUserToken(input.token);
  const matches = and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.siteId, input.siteId), inArray(userTokens.purpose, [...input.purposes]));
  const [used] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(matches, isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .returning({ userId: userTokens.userId, purpose: userTokens.purpose });
  if (used) return { ok: true, userId: used.userId, purpose: used.purpose };
  const [row] = await db.select({ usedAt: userTokens.usedAt }).from(userTokens).where(matches).limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  return { ok: false, reason: row.usedAt ? "used" : "expired" };
}

/** Ends a user's other outstanding tokens of these purposes (a password was just set). */
export async function revokeUserTokens(input: { userId: number; purposes: readonly UserTokenPurpose[] }, db: Db = systemDb): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, input.userId), inArray(userTokens.purpose, [...input.purposes]), isNull(userTokens.usedAt)));
}
