import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { getLogger } from "@/server/http/logger";

/** Anonymous e-ticket views: 60 per IP in 10 minutes (slug guessing is slow; a shared office IP still gets plenty). */
export const ETICKET_VIEW_LIMIT = 60;
export const ETICKET_VIEW_WINDOW_SECONDS = 10 * 60;

const globals = globalThis as unknown as { wayfareETicketViewLimiter?: RateLimiterPostgres };

function getLimiter(): RateLimiterPostgres {
  globals.wayfareETicketViewLimiter ??= new RateLimiterPostgres({
    storeClient: getPool(),
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix: "eticket_view_ip",
    points: ETICKET_VIEW_LIMIT,
    duration: ETICKET_VIEW_WINDOW_SECONDS,
    clearExpiredByTimeout: false,
  });
  return globals.wayfareETicketViewLimiter;
}

export type ViewAllowance = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** Counts one anonymous view from this IP; over the limit it answers how long to wait. A store failure lets the view through (and is logged). */
export async function consumeAnonymousETicketView(ip: string | null): Promise<ViewAllowance> {
  try {
    await getLimiter().consume(ip ?? "unknown");
    return { isAllowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    getLogger().error({ err: rejection }, "e-ticket view rate limiter failed");
    return { isAllowed: true };
  }
}
