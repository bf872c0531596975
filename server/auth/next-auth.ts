import "server-only";
import NextAuth, { type AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getClientIp } from "@/server/http/client-ip";
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

export function handleNextAuth(request: Request, args: { params: Promise<Record<string, string | string[]>> }): Promise<Response> {
  const handler = NextAuth(getAuthOptions()) as unknown as (req: Request, ctx: typeof args) => Promise<Response>;
  return handler(request, args);
}
