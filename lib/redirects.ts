/**
 * Where to go after sign-in. `redirectTo` is honoured when it is a path on this site (never
 * another host: no open redirects); `redirectType` "external" also allows an absolute URL whose
 * host is the current one.
 */
export function getSafeRedirect(redirectTo: string | null | undefined, redirectType: string | null | undefined, currentHost: string, fallback = "/app"): string {
  if (!redirectTo) return fallback;
  if (redirectTo.startsWith("/") && !redirectTo.startsWith("//") && !redirectTo.startsWith("/\\")) {
    return redirectTo.startsWith("/login") || redirectTo.startsWith("/logout") || redirectTo.startsWith("/app/login") ? fallback : redirectTo;
  }
  if (redirectType === "external") {
    try {
      const url = new URL(redirectTo);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.host === currentHost) return url.toString();
    } catch {
      return fallback;
    }
  }
  return fallback;
}

/** Keeps redirectTo and redirectType when moving between login and logout. */
export function withRedirectParams(path: string, params: { redirectTo?: string | null; redirectType?: string | null }): string {
  const q = new URLSearchParams();
  if (params.redirectTo) q.set("redirectTo", params.redirectTo);
  if (params.redirectType) q.set("redirectType", params.redirectType);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
