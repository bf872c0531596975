import "server-only";
import type { NextRequest } from "next/server";
import { AUTH_HEADER, SITE_ID_HEADER, USER_KEY_HEADER } from "@/lib/constants";
import { looksLikeApiKey } from "@/server/api-keys/api-key-secret";
import { SESSION_COOKIE } from "@/server/auth/config";
import type { Principal } from "@/server/auth/principal";
import { verifySessionToken } from "@/server/auth/session";
import { findSiteByDomain, findSiteById, type SiteRecord } from "@/server/sites/find-site";
import { MAX_DB_INT } from "@/lib/contracts/common";
import { AppError } from "./errors";

export type Identity = { principal: Principal | null; tokenSource: "header" | "cookie" | null; hadToken: boolean; apiKey?: string };

/**
 * The `auth-token` header wins over the session cookie; either is checked against the database. A
 * partner API key (`user-key`, or an `auth-token` starting wf_) is returned unresolved: the route
 * wrapper resolves it for the request's site (decision 0028).
 */
export async function identifyCaller(request: NextRequest): Promise<Identity> {
  const userKey = request.headers.get(USER_KEY_HEADER)?.trim();
  const headerToken = request.headers.get(AUTH_HEADER)?.trim();
  const apiKey = userKey || (headerToken && looksLikeApiKey(headerToken) ? headerToken : undefined);
  if (apiKey) return { principal: null, tokenSource: "header", hadToken: true, apiKey };
  const cookieToken = request.cookies.get(SESSION_COOKIE)?.value;
  const token = headerToken || cookieToken;
  if (!token) return { principal: null, tokenSource: null, hadToken: false };
  const principal = await verifySessionToken(token);
  return { principal, tokenSource: principal ? (headerToken ? "header" : "cookie") : null, hadToken: true };
}

/**
 * ARCHITECTURE section 4: the site comes from the Host's domain or the `site-id` header; an
 * authenticated principal's site wins, and a disagreeing `site-id` is 403.
 */
export async function resolveRequestSite(request: NextRequest, principal: Principal | null): Promise<SiteRecord | null> {
  const rawSiteId = request.headers.get(SITE_ID_HEADER)?.trim();
  const headerSiteId = rawSiteId ? Number(rawSiteId) : null;
  // Decimal digits within the sites.id column (integer): "0x10", "1e3" or 2147483648 never reach the database.
  if (rawSiteId && (!/^\d{1,10}$/.test(rawSiteId) || headerSiteId === null || headerSiteId < 1 || headerSiteId > MAX_DB_INT)) {
    throw new AppError("BAD_REQUEST", "The site-id header must be a site's numeric id");
  }
  if (principal) {
    if (headerSiteId !== null && headerSiteId !== principal.siteId) {
      throw new AppError("FORBIDDEN", "The site-id header does not match your account's site");
    }
    return findSiteById(principal.siteId);
  }
  if (headerSiteId !== null) return findSiteById(headerSiteId);
  return findSiteByDomain(request.headers.get("host") ?? request.nextUrl.host);
}

/** Moved to ./client-ip (TRUST_PROXY and the socket address); re-exported for the route wrapper. */
export { getClientIp } from "./client-ip";
