import "server-only";
import { LOGGED_IN_COOKIE } from "@/lib/constants";
import type { CookieToSet } from "@/server/http/context";
import { isSecureCookie, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./config";

/** The session cookie (httpOnly) and `logged_in_cookie`, which marks a logged-in browser for scripts. */
export function sessionCookies(token: string): CookieToSet[] {
  const secure = isSecureCookie();
  return [
    { name: SESSION_COOKIE, value: token, maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true, secure, sameSite: "lax", path: "/" },
    { name: LOGGED_IN_COOKIE, value: "true", maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: false, secure, sameSite: "lax", path: "/" },
  ];
}

export function clearedSessionCookies(): CookieToSet[] {
  return sessionCookies("").map((c) => ({ ...c, value: "", maxAge: 0 }));
}
