import "server-only";
import type { NextRequest } from "next/server";
import NextAuth, { type AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getClientIp } from "@/server/http/client-ip";
import { AppError, type ErrorCode } from "@/server/http/errors";
import { assertNoNul, readRawBody } from "@/server/http/input";
import { getLogger } from "@/server/http/logger";
import { findSiteByDomain } from "@/server/sites/find-site";
import { getAuthSecret, isSecureCookie, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./config";
import { readSessionId, revokeSessionBySid } from "./session";
import { signIn } from "./sign-in";

/**
 * next-auth v4 with the credentials provider and JWT sessions. Its token is the same one
 * POST /api/wl/user/login issues: an encrypted JWT carrying our session id, checked against
 * user_sessions on every request (so block, password change and logout end it at once).
 */
export function getAuthOptions(): AuthOptions {
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
          return { id: String(user.id), email: user.email, name: user.firstName, authToken, siteId: site.id };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user && "authToken" in user) {
          const sid = await readSessionId(String(user.authToken));
          return { sub: token.sub, email: token.email, name: token.name, sid, site: (user as { siteId?: number }).siteId };
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
  await (NextAuth as unknown as (req: unknown, res: unknown, options: AuthOptions) => Promise<void>)(req, res, getAuthOptions());
  if (out.status >= 400) {
    const code = STATUS_CODES[out.status] ?? "BAD_REQUEST";
    throw new AppError(code, typeof out.body === "string" && out.body.length < 200 && !out.body.startsWith("<") ? out.body : "The authentication request was refused");
  }
  return new Response(out.status === 302 || out.status === 204 ? null : out.body, { status: out.status, headers: out.headers });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AppError("BAD_REQUEST", "The path is not valid percent-encoding");
  }
}
