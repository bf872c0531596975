import "server-only";
import type pino from "pino";
import type { SiteDb } from "@/db/client";
import type { Principal } from "@/server/auth/principal";
import type { SiteRecord } from "@/server/sites/find-site";

export type CookieToSet = { name: string; value: string; maxAge: number; httpOnly: boolean; secure: boolean; sameSite: "lax" | "strict"; path: string };

/** What a use case receives: the caller, its site, a site-scoped database and a logger. */
export type RequestContext = {
  requestId: string;
  site: SiteRecord;
  principal: Principal | null;
  db: SiteDb;
  ip: string | null;
  userAgent: string | null;
  log: pino.Logger;
  /** Cookies the response will set (sign-in and sign-out). */
  cookies: CookieToSet[];
};

export type UserContext = RequestContext & { principal: Principal };
