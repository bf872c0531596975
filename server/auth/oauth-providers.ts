import "server-only";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { SignInMessages, SOCIAL_PROVIDER_LABELS, type SocialProvider } from "@/lib/contracts/sign-in";
import { AppError } from "@/server/http/errors";
import { getLogger } from "@/server/http/logger";
import type { OAuthKeys } from "@/server/sites/sign-in-keys";
import type { ProviderProfile } from "./social-sign-in";

type Endpoints = { authorization: string; token: string; userinfo: string; verify: string };

const REAL: Record<SocialProvider, Endpoints> = {
  google: {
    authorization: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
    verify: "https://oauth2.googleapis.com/tokeninfo",
  },
  facebook: {
    authorization: "https://www.facebook.com/v19.0/dialog/oauth",
    token: "https://graph.facebook.com/v19.0/oauth/access_token",
    userinfo: "https://graph.facebook.com/v19.0/me",
    verify: "https://graph.facebook.com/v19.0/debug_token",
  },
};

const BASE_URL_ENV: Record<SocialProvider, string> = { google: "WAYFARE_OAUTH_GOOGLE_BASE_URL", facebook: "WAYFARE_OAUTH_FACEBOOK_BASE_URL" };

/**
 * The provider's endpoints. WAYFARE_OAUTH_GOOGLE_BASE_URL / WAYFARE_OAUTH_FACEBOOK_BASE_URL point
 * them all at one server (the fake OAuth server of the tests): <base>/authorize, /token,
 * /userinfo (Google) or /me (Facebook), /tokeninfo (Google) or /debug_token (Facebook).
 * No discovery document is fetched: nothing is downloaded at runtime but the sign-in itself.
 */
export function providerEndpoints(provider: SocialProvider): Endpoints {
  const base = process.env[BASE_URL_ENV[provider]]?.replace(/\/+$/, "");
  if (!base) return REAL[provider];
  return provider === "google"
    ? { authorization: `${base}/authorize`, token: `${base}/token`, userinfo: `${base}/userinfo`, verify: `${base}/tokeninfo` }
    : { authorization: `${base}/authorize`, token: `${base}/token`, userinfo: `${base}/me`, verify: `${base}/debug_token` };
}

async function getJson(provider: SocialProvider, url: string, accessToken?: string): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {}, signal: AbortSignal.timeout(10_000), cache: "no-store" });
  } catch (error) {
    getLogger().warn({ err: error, provider }, "sign-in provider unreachable");
    throw new AppError("SUPPLIER_ERROR", SignInMessages.providerUnreachable(SOCIAL_PROVIDER_LABELS[provider]));
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, body: body && typeof body === "object" ? body : {} };
}

const str = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : typeof v === "number" ? String(v) : null);

/** Google's userinfo (sub, email, email_verified, name) or Facebook's /me (id, name, email; Facebook only shares confirmed emails). */
export function toProviderProfile(provider: SocialProvider, raw: Record<string, unknown>): ProviderProfile {
  if (provider === "google") {
    return { provider, subject: str(raw.sub) ?? "", email: str(raw.email), isEmailVerified: raw.email_verified === true || raw.email_verified === "true", name: str(raw.name) };
  }
  return { provider, subject: str(raw.id) ?? "", email: str(raw.email), isEmailVerified: !!str(raw.email), name: str(raw.name) };
}

/** The person behind an access token, read from the provider's userinfo endpoint. */
export async function fetchProviderProfile(provider: SocialProvider, accessToken: string): Promise<Record<string, unknown>> {
  const url = providerEndpoints(provider).userinfo + (provider === "facebook" ? "?fields=id,name,email" : "");
  const { ok, body } = await getJson(provider, url, accessToken);
  if (!ok) throw new AppError("UNAUTHORIZED", SignInMessages.providerTokenRefused(SOCIAL_PROVIDER_LABELS[provider]));
  return body;
}

/**
 * An access token an app obtained itself (wl/user/googleLogin, facebookLogin) must have been issued
 * to THIS site's client: Google's tokeninfo answers its audience, Facebook's debug_token its app id.
 */
export async function verifyProviderAccessToken(provider: SocialProvider, keys: OAuthKeys, accessToken: string): Promise<ProviderProfile> {
  const refused = () => new AppError("UNAUTHORIZED", SignInMessages.providerTokenRefused(SOCIAL_PROVIDER_LABELS[provider]));
  const verify = providerEndpoints(provider).verify;
  if (provider === "google") {
    const { ok, body } = await getJson(provider, `${verify}?access_token=${encodeURIComponent(accessToken)}`);
    if (!ok || (body.aud !== keys.clientId && body.azp !== keys.clientId)) throw refused();
  } else {
    const appToken = `${keys.clientId}|${keys.clientSecret}`;
    const { ok, body } = await getJson(provider, `${verify}?input_token=${encodeURIComponent(accessToken)}&access_token=${encodeURIComponent(appToken)}`);
    const data = (body.data ?? {}) as Record<string, unknown>;
    if (!ok || data.is_valid !== true || str(data.app_id) !== keys.clientId) throw refused();
  }
  return toProviderProfile(provider, await fetchProviderProfile(provider, accessToken));
}

/** next-auth's OAuth provider for one site's keys (authorization code with PKCE and state; profile from userinfo). */
export function buildOAuthProvider(provider: SocialProvider, keys: OAuthKeys): OAuthConfig<Record<string, unknown>> {
  const endpoints = providerEndpoints(provider);
  return {
    id: provider,
    name: SOCIAL_PROVIDER_LABELS[provider],
    type: "oauth",
    clientId: keys.clientId,
    clientSecret: keys.clientSecret,
    authorization: { url: endpoints.authorization, params: { scope: provider === "google" ? "openid email profile" : "email public_profile", response_type: "code" } },
    token: endpoints.token,
    userinfo: { url: endpoints.userinfo, request: ({ tokens }) => fetchProviderProfile(provider, String(tokens.access_token ?? "")) },
    client: { token_endpoint_auth_method: "client_secret_post" },
    checks: ["pkce", "state"],
    idToken: false,
    profile: (raw) => {
      const p = toProviderProfile(provider, raw);
      return { id: p.subject, name: p.name, email: p.email, image: null };
    },
  };
}
