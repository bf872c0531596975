import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { PasswordMessages } from "@/lib/contracts/passwords";
import { AppError } from "@/server/http/errors";

/** Forgot-password requests per hour: 5 for one address of a site, 20 from one client (decision 0019). */
export const RESET_MAX_PER_EMAIL = 5;
export const RESET_MAX_PER_IP = 20;
export const RESET_WINDOW_SECONDS = 60 * 60;

type Limiters = { byEmail: RateLimiterPostgres; byIp: RateLimiterPostgres };
const globals = globalThis as unknown as { wayfareResetLimiters?: Limiters };

function getLimiters(): Limiters {
  if (!globals.wayfareResetLimiters) {
    const common = { storeClient: getPool(), storeType: "pool", tableName: "rate_limits", tableCreated: true, duration: RESET_WINDOW_SECONDS, clearExpiredByTimeout: false };
    globals.wayfareResetLimiters = {
      byEmail: new RateLimiterPostgres({ ...common, points: RESET_MAX_PER_EMAIL, keyPrefix: "pwreset_email" }),
      byIp: new RateLimiterPostgres({ ...common, points: RESET_MAX_PER_IP, keyPrefix: "pwreset_ip" }),
    };
  }
  return globals.wayfareResetLimiters;
}

/**
 * Counts one forgot-password request for the address (whether or not it has an account, so the
 * limit reveals nothing) and for the client; 429 with Retry-After once either is spent.
 */
export async function consumePasswordResetAllowance(siteId: number, email: string, ip: string | null): Promise<void> {
  const { byEmail, byIp } = getLimiters();
  const results = await Promise.allSettled([byIp.consume(ip ?? "unknown"), byEmail.consume(`${siteId}:${email.trim().toLowerCase()}`)]);
  for (const r of results) {
    if (r.status === "fulfilled") continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    const seconds = Math.max(1, Math.ceil(r.reason.msBeforeNext / 1000));
    throw new AppError("RATE_LIMITED", PasswordMessages.tooManyRequests(Math.ceil(seconds / 60)), { headers: { "Retry-After": String(seconds) } });
  }
}
