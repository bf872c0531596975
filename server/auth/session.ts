import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { systemDb } from "@/db/client";
import { users, userSessions } from "@/db/schema/users";
import type { UserType } from "@/lib/constants";
import { getAuthSecret, SESSION_MAX_AGE_SECONDS } from "./config";
import type { Principal } from "./principal";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

type SessionMeta = { ip?: string | null; userAgent?: string | null };

/** Records a session and returns its token: a next-auth JWT (encrypted) carrying the session id. */
export async function createSession(user: { id: number; siteId: number; email: string | null }, meta: SessionMeta = {}): Promise<string> {
  const sid = randomUUID();
  await systemDb.insert(userSessions).values({
    sessionHash: sha256(sid),
    userId: user.id,
    siteId: user.siteId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return encode({
    token: { sub: String(user.id), sid, site: user.siteId, email: user.email },
    secret: getAuthSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The session id inside a token, or null when the token is not ours, tampered with or expired. */
export async function readSessionId(token: string): Promise<string | null> {
  try {
    const payload = await decode({ token, secret: getAuthSecret() });
    return typeof payload?.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

/**
 * Checks a token against the database on every request: the session must exist, be unrevoked and
 * unexpired, the user unblocked, and the session newer than the last password change.
 */
export async function verifySessionToken(token: string): Promise<Principal | null> {
  const sid = await readSessionId(token);
  if (!sid) return null;
  const [row] = await systemDb
    .select({
      sessionId: userSessions.id,
      sessionCreatedAt: userSessions.createdAt,
      userId: users.id,
      siteId: users.siteId,
      userType: users.userType,
      isSuperAdmin: users.isSuperAdmin,
      isBlocked: users.isBlocked,
      rbacUserGroupId: users.rbacUserGroupId,
      passwordChangedAt: users.passwordChangedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.sessionHash, sha256(sid)), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.isBlocked) return null;
  if (row.sessionCreatedAt.getTime() < row.passwordChangedAt.getTime()) return null;
  return {
    kind: "user",
    userId: row.userId,
    siteId: row.siteId,
    sessionId: row.sessionId,
    userType: row.userType as UserType,
    isSuperAdmin: row.isSuperAdmin,
    rbacUserGroupId: row.rbacUserGroupId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await systemDb.update(userSessions).set({ revokedAt: new Date() }).where(eq(userSessions.id, sessionId));
}

export async function revokeUserSessions(userId: number): Promise<void> {
  await systemDb
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/** Revokes the session a token carries (next-auth's sign-out event). */
export async function revokeSessionByToken(token: string): Promise<void> {
  const sid = await readSessionId(token);
  if (sid) await systemDb.update(userSessions).set({ revokedAt: new Date() }).where(eq(userSessions.sessionHash, sha256(sid)));
}

export async function revokeSessionBySid(sid: string): Promise<void> {
  await systemDb.update(userSessions).set({ revokedAt: new Date() }).where(eq(userSessions.sessionHash, sha256(sid)));
}
