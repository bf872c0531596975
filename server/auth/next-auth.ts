import "server-only";
import type { NextRequest } from "next/server";
import NextAuth, { type AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { forwardedProtocol, getClientIp } from "@/server/http/client-ip";
import { AppError, type ErrorCode } from "@/server/http/errors";
import { assertNoNul, readRawBody } from "@/server/http/input";
import { getLogger } from "@/server/http/logger";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@/lib/contracts/sign-in";
import { findSiteByDomain, type SiteRecord } from "@/server/sites/find-site";
import { siteOAuthKeys } from "@/server/sites/sign-in-keys";
import { getAuthSecret, isSecureCookie, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./config";
import { buildOAuthProvider, toProviderProfile } from "./oauth-providers";
import { readSessionId, revokeSessionBySid } from "./session";
import { signIn } from "./sign-in";
import { SOCIAL_ERROR_BLOCKED, SOCIAL_ERROR_FAILED } from "./social-errors";
import { signInWithProvider } from "./social-sign-in";

type RequestMeta = { ip: string | null; userAgent: string | null };


/** Google and Facebook, for a site that has keys for them (decision 0024). */
function socialProviders(site: SiteRecord | null) {
  if (!site) return [];
  const keys = siteOAuthKeys(site);
  return SOCIAL_PROVIDERS.flatMap((p) => (keys[p] ? [buildOAuthProvider(p, keys[p])] : []));
}

/**
 * next-auth v4 with the credentials provider, the site's Google and Facebook providers, and JWT
 * sessions. Its token is the same one POST /api/wl/user/login issues: an encrypted JWT carrying
 * our session id, checked against user_sessions on every request (so block, password change and
 * logout end it at once). Built per request: providers depend on the site.
 */
export function getAuthOptions(site: SiteRecord | null = null, meta: RequestMeta = { ip: null, userAgent: null }): AuthOptions {
  return {
    secret: getAuthSecret(),
    // next-auth's messages go to the app's log, not to the console.
    logger: {
      error: (code, metadata) => getLogger().error({ code, metadata }, "next-auth error"),
      warn: (code) => getLogger().warn({ code }, "next-auth warning"),
      debug: () => undefined,
    },
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", signOut: "/logout", error: "/login" },
    cookies: {
      sessionToken: { name: SESSION_COOKIE, options: { httpOnly: true, sameSite: "lax", path: "/", secure: isSecureCookie() } },
    },
    providers: [
      CredentialsProvider({
        name: "Email or phone",
        credentials: { email: { label: "Email or phone", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const host = (req.headers?.host as string | undefined) ?? null;
          const site = host ? await findSiteByDomain(host) : null;
          if (!site || !credentials?.email || !credentials.password) return null;
          const ip = getClientIp({ headers: { get: (name) => req.headers?.[name] as string | undefined } });
          const { authToken, user } = await signIn(
            { site, ip, userAgent: (req.headers?.["user-agent"] as string | undefined) ?? null },
            { email: credentials.email, password: credentials.password },
          );
          return { id: String(user.id), email: user.email, name: user.firstName, authToken, siteId: site.id, userId: user.id };
        },
      }),
      ...socialProviders(site),
    ],
    callbacks: {
      /** A provider sign-in: match or create the site's user, refuse a blocked one, and open our session. */
      async signIn({ user, account, profile }) {
        if (account?.type !== "oauth" || !site) return true;
        try {
          const raw = (profile ?? {}) as Record<string, unknown>;
          const result = await signInWithProvider({ site, ...meta }, toProviderProfile(account.provider as SocialProvider, raw));
          Object.assign(user, { authToken: result.authToken, siteId: site.id, userId: result.user.id, email: result.user.email, name: result.user.firstName });
          return true;
        } catch (error) {
          const blocked = error instanceof AppError && error.status === 401 && /blocked/i.test(error.message);
          getLogger().warn({ err: error, provider: account.provider, siteId: site.id }, "provider sign-in refused");
          return `/login?error=${blocked ? SOCIAL_ERROR_BLOCKED : SOCIAL_ERROR_FAILED}`;
        }
      },
      async jwt({ token, user }) {
        if (user && "authToken" in user) {
          const sid = await readSessionId(String(user.authToken));
          const { userId, siteId } = user as { userId?: number; siteId?: number };
          return { sub: userId ? String(userId) : token.sub, email: user.email ?? null, name: user.name ?? null, sid, site: siteId };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await revokeSessionBySid(token.sid);
      },
    },
  };
}

/** The actions next-auth v4 answers, per method; any other path under /api/auth is 404. */
const ACTIONS: Record<string, readonly string[]> = {
  GET: ["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error"],
  POST: ["signin", "signout", "callback", "session", "_log"],
};

/** The body as next-auth's pages-router handler expects it (form fields or JSON); 400/415 for anything else. */
async function readAuthBody(request: NextRequest): Promise<Record<string, unknown> | undefined> {
  if (request.method !== "POST") return undefined;
  const text = await readRawBody(request);
  if (text.trim() === "") return undefined;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  let body: unknown;
  if (type.includes("application/x-www-form-urlencoded")) body = Object.fromEntries(new URLSearchParams(text));
  else if (type.includes("json")) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("BAD_REQUEST", "The request body is not valid JSON");
    }
  } else throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/x-www-form-urlencoded or application/json");
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new AppError("BAD_REQUEST", "The request body must be an object");
  assertNoNul(body, "body");
  return body as Record<string, unknown>;
}

const STATUS_CODES: Record<number, ErrorCode> = { 400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED" };

/**
 * next-auth's own routes through its pages-router handler, fed from the Request itself (the app
 * router handler reads next/headers, which needs Next's request scope): input is checked like every
 * other endpoint (U+0000, body type, known actions) and an error it answers becomes the envelope.
 */
export async function handleNextAuth(request: NextRequest): Promise<Response> {
  const segments = request.nextUrl.pathname.split("/").slice(3).map((s) => safeDecode(s));
  const action = segments[0] ?? "";
  if (!(ACTIONS[request.method] ?? []).includes(action)) throw new AppError("NOT_FOUND", "No such authentication endpoint");
  const query: Record<string, unknown> = Object.fromEntries(request.nextUrl.searchParams);
  assertNoNul({ query, segments }, "query");
  // next-auth writes `error` into a redirect's query unencoded: only its own error names pass.
  if (typeof query.error === "string" && !/^\w{1,64}$/.test(query.error)) query.error = "Default";
  const body = await readAuthBody(request);
  const out = { status: 200, headers: new Headers(), body: undefined as BodyInit | undefined };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader(key: string, value: string | string[]) {
      out.headers.delete(key);
      for (const v of Array.isArray(value) ? value : [value]) out.headers.append(key, v);
      return res;
    },
    getHeader: (key: string) => (key.toLowerCase() === "set-cookie" ? out.headers.getSetCookie() : (out.headers.get(key) ?? undefined)),
    send(value: unknown) {
      if (value !== null && typeof value === "object") return res.json(value);
      out.body = value === undefined ? undefined : String(value);
      return res;
    },
    json(value: unknown) {
      out.headers.set("content-type", "application/json");
      out.body = JSON.stringify(value);
      return res;
    },
    end: () => res,
  };
  const req = {
    method: request.method,
    headers: Object.fromEntries(request.headers),
    cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
    query: { ...query, nextauth: segments },
    body,
  };
  const site = await findSiteByDomain(request.headers.get("host") ?? "");
  const meta = { ip: getClientIp(request), userAgent: request.headers.get("user-agent") };
  const handler = NextAuth as unknown as (req: unknown, res: unknown, options: AuthOptions) => Promise<void>;
  await withRequestOrigin(site ? requestOrigin(request) : null, () => handler(req, res, getAuthOptions(site, meta)));
  if (out.status >= 400) {
    const code = STATUS_CODES[out.status] ?? "BAD_REQUEST";
    throw new AppError(code, typeof out.body === "string" && out.body.length < 200 && !out.body.startsWith("<") ? out.body : "The authentication request was refused");
  }
  return new Response(out.status === 302 || out.status === 204 ? null : out.body, { status: out.status, headers: out.headers });
}

/** The origin the browser used: provider redirect URIs and next-auth's redirects stay on the site's own host. */
function requestOrigin(request: NextRequest): string {
  // X-Forwarded-Proto counts only from a proxy TRUST_PROXY names (a client could otherwise pick it).
  const proto = forwardedProtocol(request) ?? request.nextUrl.protocol.replace(":", "");
  return `${proto === "https" ? "https" : "http"}://${request.headers.get("host") ?? request.nextUrl.host}`;
}

/**
 * next-auth v4 takes its base URL from NEXTAUTH_URL, one for the whole process, while every site
 * has its own host. It reads the variable synchronously when the handler is called (before its
 * first await), so setting it around that call gives each request its own origin; nothing else
 * runs in between on this thread. tests/auth/social-sign-in.int.test.ts checks the redirect_uri.
 */
function withRequestOrigin<T>(origin: string | null, run: () => Promise<T>): Promise<T> {
  if (!origin) return run();
  const saved = process.env.NEXTAUTH_URL;
  process.env.NEXTAUTH_URL = `${origin}/api/auth`;
  try {
    return run();
  } finally {
    if (saved === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = saved;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AppError("BAD_REQUEST", "The path is not valid percent-encoding");
  }
}
