import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { ApiKeyMessages } from "@/lib/contracts/api-keys";
import { AppError } from "@/server/http/errors";

const WINDOW_SECONDS = 60;
const globals = globalThis as unknown as { wayfareApiKeyLimiters?: Map<number, RateLimiterPostgres> };

/** One limiter per distinct per-minute limit (rate-limiter-flexible fixes the points per limiter). */
function limiterFor(pointsPerMinute: number): RateLimiterPostgres {
  globals.wayfareApiKeyLimiters ??= new Map();
  let limiter = globals.wayfareApiKeyLimiters.get(pointsPerMinute);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: getPool(),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      points: pointsPerMinute,
      duration: WINDOW_SECONDS,
      keyPrefix: `api_key_${pointsPerMinute}`,
      clearExpiredByTimeout: false,
    });
    globals.wayfareApiKeyLimiters.set(pointsPerMinute, limiter);
  }
  return limiter;
}

/** Counts one request of the key; past its limit in the minute: 429 with Retry-After (seconds). */
export async function consumeApiKeyRequest(apiKeyId: number, pointsPerMinute: number): Promise<void> {
  try {
    await limiterFor(pointsPerMinute).consume(String(apiKeyId));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError("RATE_LIMITED", ApiKeyMessages.rateLimited(seconds), { headers: { "Retry-After": String(seconds) }, data: { retryAfter: seconds } });
  }
}
