import "server-only";

export const SESSION_COOKIE = "wayfare.session-token";
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function getAuthSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret || secret.length < 32) throw new Error("NEXTAUTH_SECRET must be set to at least 32 characters");
  return secret;
}

/** Secure cookies unless explicitly turned off (plain-http local runs and tests set COOKIE_SECURE=false). */
export function isSecureCookie(): boolean {
  return process.env.COOKIE_SECURE !== "false";
}
