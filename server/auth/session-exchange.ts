import "server-only";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { users, userTokens } from "@/db/schema/users";
import { SignInMessages, type TSessionIdRequest } from "@/lib/contracts/sign-in";
import type { TLoginResponse, TSessionUser } from "@/lib/contracts/auth";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { sessionCookies } from "./session-cookies";
import { BLOCKED_MESSAGE, startUserSession } from "./sign-in";
import { getSessionUser } from "./to-session-user";
import { consumeUserToken, hashUserToken, issueUserToken } from "./user-tokens";

/**
 * Issues a session exchange id for a user of a site (decision 0024): 60 seconds, single use,
 * stored hashed. The jump from another site (wl/user/jumplogin) sends the user to
 * `/login/session?sessionId=<id>` on the target site.
 */
export async function issueSessionExchange(siteId: number, userId: number): Promise<{ sessionId: string; expiresAt: Date }> {
  const { token, expiresAt } = await issueUserToken({ siteId, userId, purpose: "sessionExchange" });
  return { sessionId: token, expiresAt };
}

const FAILURES = {
  invalid: () => new AppError("NOT_FOUND", SignInMessages.sessionNotFound),
  used: () => new AppError("UNAUTHORIZED", SignInMessages.sessionUsed),
  expired: () => new AppError("UNAUTHORIZED", SignInMessages.sessionExpired),
} as const;

async function activeUser(userId: number, siteId: number): Promise<TSessionUser & { email: string | null }> {
  const user = await getSessionUser(userId);
  if (!user || user.siteId !== siteId) throw new AppError("NOT_FOUND", SignInMessages.userNotFound);
  if (user.isBlocked) throw new AppError("UNAUTHORIZED", BLOCKED_MESSAGE);
  return user;
}

/** POST /api/wl/user/getUserBySessionId: who the id signs in, without using it up. */
export async function getUserBySessionId(ctx: Pick<RequestContext, "site">, input: TSessionIdRequest): Promise<{ user: TSessionUser; expiresAt: string }> {
  const [row] = await systemDb
    .select({ userId: userTokens.userId, usedAt: userTokens.usedAt, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hashUserToken(input.sessionId)), eq(userTokens.siteId, ctx.site.id), eq(userTokens.purpose, "sessionExchange")))
    .limit(1);
  if (!row) throw FAILURES.invalid();
  if (row.usedAt) throw FAILURES.used();
  if (row.expiresAt.getTime() <= Date.now()) throw FAILURES.expired();
  return { user: await activeUser(row.userId, ctx.site.id), expiresAt: row.expiresAt.toISOString() };
}

/** POST /api/wl/user/loginBySessionId: uses the id once and signs in like the password login. */
export async function loginBySessionId(ctx: RequestContext, input: TSessionIdRequest): Promise<TLoginResponse> {
  const used = await consumeUserToken({ siteId: ctx.site.id, token: input.sessionId, purposes: ["sessionExchange"] });
  if (!used.ok) throw FAILURES[used.reason]();
  const user = await activeUser(used.userId, ctx.site.id);
  const result = await startUserSession(ctx, { id: user.id, siteId: user.siteId, email: user.email });
  ctx.cookies.push(...sessionCookies(result.authToken));
  return result;
}
