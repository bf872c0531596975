import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { LOCKABLE_ROUTE_PREFIXES } from "@/lib/constants";
import { getSafeRedirect } from "@/lib/redirects";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { SignInMessages, type SocialProvider } from "@/lib/contracts/sign-in";
import { findSiteByDomain, findSiteById, type SiteRecord } from "@/server/sites/find-site";
import { siteSocialProviders } from "@/server/sites/sign-in-keys";
import { SESSION_COOKIE } from "./config";
import type { Principal } from "./principal";
import { SOCIAL_ERROR_BLOCKED, SOCIAL_ERROR_FAILED } from "./social-errors";
import { verifySessionToken } from "./session";
import { BLOCKED_MESSAGE } from "./sign-in";

export type PageContext = { site: SiteRecord | null; principal: Principal | null; path: string };

/**
 * The page-side twin of the route wrapper's first steps: the site from the Host, the principal
 * from the session cookie (checked against the database). Cached per request.
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const h = await headers();
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const principal = token ? await verifySessionToken(token) : null;
  const hostSite = await findSiteByDomain(h.get("host") ?? "");
  const site = principal && principal.siteId !== hostSite?.id ? await findSiteById(principal.siteId) : hostSite;
  return { site, principal: principal && site && principal.siteId === site.id ? principal : null, path: h.get("x-wayfare-path") ?? "/" };
});

export function loginUrl(redirectTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** Login-required pages: an anonymous visitor goes to /login?redirectTo=<path>. */
export async function requirePageUser(): Promise<PageContext & { site: SiteRecord; principal: Principal }> {
  const ctx = await getPageContext();
  if (!ctx.site || !ctx.principal) redirect(loginUrl(ctx.path));
  return ctx as PageContext & { site: SiteRecord; principal: Principal };
}

/** Pages behind a permission: anonymous to login, signed in without it to /403. */
export async function requirePagePermission(permission: string) {
  const ctx = await requirePageUser();
  if (!(await hasPermission(ctx.principal, permission))) redirect("/403");
  return ctx;
}

/** A customer's own screen (billing details): staff have none of their own, so /403. */
export async function requireCustomerPageUser() {
  const ctx = await requirePageUser();
  if (ctx.principal.userType === "staff") redirect("/403");
  return ctx;
}

/** A customer's own screen behind a permission (wallet, payments): staff and users without it go to /403. */
export async function requireCustomerPagePermission(permission: string) {
  const ctx = await requirePagePermission(permission);
  if (ctx.principal.userType === "staff") redirect("/403");
  return ctx;
}

export function isLockableRoute(path: string): boolean {
  const pathname = path.split("?")[0];
  if (pathname === "/flight/login") return false;
  // A shared offer (decision 0051) is a token link for the agent's customer, who has no login: the token is the key.
  if (pathname.startsWith("/flight/offer/")) return false;
  return LOCKABLE_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Lockable public pages: when the site is in lock mode an anonymous visitor goes to login. */
export async function enforceLockMode(): Promise<PageContext> {
  const ctx = await getPageContext();
  if (ctx.site?.isLockMode && !ctx.principal && isLockableRoute(ctx.path)) redirect(loginUrl(ctx.path));
  return ctx;
}

/** next-auth's error names for a provider sign-in that went wrong, and ours (decision 0024). */
const PROVIDER_ERRORS = new Set(["OAuthSignin", "OAuthCallback", "OAuthCreateAccount", "OAuthAccountNotLinked", "Callback", "AccessDenied", SOCIAL_ERROR_FAILED]);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/**
 * /login and /app/login: a signed-in visitor goes home; otherwise where to go after sign-in, the
 * site's Google / Facebook buttons and why a provider sign-in came back refused (decision 0024).
 */
export async function getLoginPageProps(searchParams: SearchParams): Promise<{ redirectTarget: string; companyName: string; socialProviders: SocialProvider[]; initialError: string | null }> {
  const { site, principal } = await getPageContext();
  if (!site) notFound();
  if (principal) redirect("/app");
  const params = await searchParams;
  const host = (await headers()).get("host") ?? "";
  const error = firstParam(params.error);
  return {
    redirectTarget: getSafeRedirect(firstParam(params.redirectTo), firstParam(params.redirectType), host),
    companyName: site.companyName,
    socialProviders: siteSocialProviders(site),
    initialError: error === SOCIAL_ERROR_BLOCKED ? BLOCKED_MESSAGE : error && PROVIDER_ERRORS.has(error) ? SignInMessages.providerFailed : null,
  };
}

/** A lockable public page's site (404 when the host names no site). */
export async function getLockablePageSite(): Promise<SiteRecord> {
  const { site } = await enforceLockMode();
  if (!site) notFound();
  return site;
}

/** /signup: a signed-in visitor goes home. */
export async function getSignupPageSite(): Promise<SiteRecord> {
  const { site, principal } = await getPageContext();
  if (!site) notFound();
  if (principal) redirect("/app");
  return site;
}
