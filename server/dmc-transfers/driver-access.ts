import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { getPool, systemDb } from "@/db/client";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcDriverTokens } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";
import { hashUserToken } from "@/server/auth/user-tokens";
import { AppError } from "@/server/http/errors";
import { getLogger } from "@/server/http/logger";

/** The driver an access token opened: the driver endpoints serve this driver's transfers only. */
export type DriverAccess = { siteId: number; driverId: number; driverName: string };

/** Wrong driver tokens: 20 per IP in 10 minutes, then 429 for wrong tokens until the window passes (right tokens are neither counted nor refused). */
export const DRIVER_TOKEN_FAILURES = 20;
export const DRIVER_TOKEN_WINDOW_SECONDS = 10 * 60;

const globals = globalThis as unknown as { wayfareDriverTokenLimiter?: RateLimiterPostgres };

function limiter(): RateLimiterPostgres {
  globals.wayfareDriverTokenLimiter ??= new RateLimiterPostgres({
    storeClient: getPool(),
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix: "driver_token_ip",
    points: DRIVER_TOKEN_FAILURES,
    duration: DRIVER_TOKEN_WINDOW_SECONDS,
    clearExpiredByTimeout: false,
  });
  return globals.wayfareDriverTokenLimiter;
}

const tooMany = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("RATE_LIMITED", DmcTransferMessages.tooManyAttempts(seconds), { headers: { "Retry-After": String(seconds) }, data: { retryAfter: seconds } });
};

/** A new token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored (the user-token hash). */
export function newDriverToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashUserToken(token) };
}

/**
 * The route wrapper's "driver" auth mode (decision 0041): the body's token must be the current
 * token of one of the site's drivers. A right token is never refused, however many wrong ones came
 * from the same address (the drivers of one depot share it): the token is looked up first. A wrong,
 * replaced or other site's token is 401 with the clear message and counts against its address; an
 * address past its wrong-token allowance gets 429 for wrong tokens until the window passes.
 */
export async function resolveDriverAccess(siteId: number, token: string, ip: string | null): Promise<DriverAccess> {
  const [row] = await systemDb
    .select({ driverId: dmcDrivers.id, driverName: dmcDrivers.name })
    .from(dmcDriverTokens)
    .innerJoin(dmcDrivers, and(eq(dmcDrivers.siteId, dmcDriverTokens.siteId), eq(dmcDrivers.id, dmcDriverTokens.driverId)))
    .where(and(eq(dmcDriverTokens.tokenHash, hashUserToken(token)), eq(dmcDriverTokens.siteId, siteId)))
    .limit(1);
  if (row) return { siteId, ...row };
  try {
    await limiter().consume(ip ?? "unknown");
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext);
    getLogger().error({ err: rejection }, "driver token limiter failed");
  }
  throw new AppError("UNAUTHORIZED", DmcTransferMessages.invalidDriverToken);
}

/** What the driver page shows for a link (server-rendered): the driver it opens, or why it does not work. */
export type DriverLinkState = { kind: "open"; driverName: string } | { kind: "dead"; message: string };

/** The driver page's check of its link, with the same counting and limit as the driver endpoints. */
export async function checkDriverLink(siteId: number | null, token: string | null, ip: string | null): Promise<DriverLinkState> {
  if (siteId === null || !token || token.length > 200) return { kind: "dead", message: DmcTransferMessages.invalidDriverToken };
  try {
    const access = await resolveDriverAccess(siteId, token, ip);
    return { kind: "open", driverName: access.driverName };
  } catch (error) {
    if (error instanceof AppError) return { kind: "dead", message: error.message };
    throw error;
  }
}
