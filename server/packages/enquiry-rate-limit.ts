import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { getPool } from "@/db/client";
import { EnquiryMessages } from "@/lib/contracts/package-enquiries";
import { AppError } from "@/server/http/errors";

/** Package enquiries per hour on one site: 5 for one contact email, 20 from one client (as the forgot-password limit). */
export const ENQUIRY_MAX_PER_EMAIL = 5;
export const ENQUIRY_MAX_PER_IP = 20;
export const ENQUIRY_WINDOW_SECONDS = 60 * 60;

type Limiters = { byEmail: RateLimiterPostgres; byIp: RateLimiterPostgres };
const globals = globalThis as unknown as { wayfareEnquiryLimiters?: Limiters };

function getLimiters(): Limiters {
  if (!globals.wayfareEnquiryLimiters) {
    const common = { storeClient: getPool(), storeType: "pool", tableName: "rate_limits", tableCreated: true, duration: ENQUIRY_WINDOW_SECONDS, clearExpiredByTimeout: false };
    globals.wayfareEnquiryLimiters = {
      byEmail: new RateLimiterPostgres({ ...common, points: ENQUIRY_MAX_PER_EMAIL, keyPrefix: "enquiry_email" }),
      byIp: new RateLimiterPostgres({ ...common, points: ENQUIRY_MAX_PER_IP, keyPrefix: "enquiry_ip" }),
    };
  }
  return globals.wayfareEnquiryLimiters;
}

/** Counts one enquiry for the contact email and the client on this site; 429 with Retry-After once either is spent. */
export async function consumeEnquiryAllowance(siteId: number, email: string, ip: string | null): Promise<void> {
  const { byEmail, byIp } = getLimiters();
  const results = await Promise.allSettled([byIp.consume(`${siteId}:${ip ?? "unknown"}`), byEmail.consume(`${siteId}:${email.trim().toLowerCase()}`)]);
  for (const r of results) {
    if (r.status === "fulfilled") continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    const seconds = Math.max(1, Math.ceil(r.reason.msBeforeNext / 1000));
    throw new AppError("RATE_LIMITED", EnquiryMessages.tooMany(Math.ceil(seconds / 60)), { headers: { "Retry-After": String(seconds) } });
  }
}
