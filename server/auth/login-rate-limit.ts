import "server-only";
import { RateLimiterPostgres, type RateLimiterRes } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { AppError } from "@/server/http/errors";

/** Ten failed sign-ins in 15 minutes for one email, or from one IP, lock that key until the window passes. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

type Limiters = { byEmail: RateLimiterPostgres; byIp: RateLimiterPostgres };
const globals = globalThis as unknown as { wayfareLoginLimiters?: Limiters };

function getLimiters(): Limiters {
  if (!globals.wayfareLoginLimiters) {
    const common = {
      storeClient: getPool(),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      points: LOGIN_MAX_FAILURES,
      duration: LOGIN_WINDOW_SECONDS,
      clearExpiredByTimeout: false,
    };
    globals.wayfareLoginLimiters = {
      byEmail: new RateLimiterPostgres({ ...common, keyPrefix: "login_fail_email" }),
      byIp: new RateLimiterPostgres({ ...common, keyPrefix: "login_fail_ip" }),
    };
  }
  return globals.wayfareLoginLimiters;
}

const keysFor = (siteId: number, identifier: string, ip: string | null) => ({
  email: `${siteId}:${identifier.trim().toLowerCase()}`,
  ip: ip ?? "unknown",
});

function tooMany(res: RateLimiterRes | null): AppError {
  const seconds = Math.max(1, Math.ceil((res?.msBeforeNext ?? LOGIN_WINDOW_SECONDS * 1000) / 1000));
  return new AppError("RATE_LIMITED", `Too many failed login attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

/** Throws 429 when the email or the IP already has ten failures in the window. */
export async function assertLoginAllowed(siteId: number, identifier: string, ip: string | null): Promise<void> {
  const { byEmail, byIp } = getLimiters();
  const keys = keysFor(siteId, identifier, ip);
  const [emailRes, ipRes] = await Promise.all([byEmail.get(keys.email), byIp.get(keys.ip)]);
  for (const res of [emailRes, ipRes]) {
    if (res && res.consumedPoints >= LOGIN_MAX_FAILURES) throw tooMany(res);
  }
}

export async function recordLoginFailure(siteId: number, identifier: string, ip: string | null): Promise<void> {
  const { byEmail, byIp } = getLimiters();
  const keys = keysFor(siteId, identifier, ip);
  // consume() rejects once the points are spent; the next attempt is refused by assertLoginAllowed.
  await Promise.allSettled([byEmail.consume(keys.email), byIp.consume(keys.ip)]);
}

export async function clearLoginFailures(siteId: number, identifier: string): Promise<void> {
  await getLimiters().byEmail.delete(keysFor(siteId, identifier, null).email);
}
