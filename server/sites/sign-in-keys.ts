import "server-only";
import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { SignInMessages, type SocialProvider, type TSignInKeys, type TSignInKeysRequest } from "@/lib/contracts/sign-in";
import { decryptSecret, encryptSecret } from "@/server/security/secret-box";
import type { RequestContext } from "@/server/http/context";
import { getLogger } from "@/server/http/logger";
import { findSiteById, findSiteOrigin, type SiteRecord } from "./find-site";

export type OAuthKeys = { clientId: string; clientSecret: string };
type SiteKeys = Pick<SiteRecord, "googleClientId" | "googleClientSecretEnc" | "facebookAppId" | "facebookAppSecretEnc">;

/** A sealed secret, or null (logged) when it no longer opens (SECRETS_KEY changed): the provider is off, sign-in still works. */
function openSecret(sealed: string, provider: SocialProvider): string | null {
  try {
    return decryptSecret(sealed);
  } catch (error) {
    getLogger().error({ err: error, provider }, "sign-in secret cannot be decrypted; the provider is off until it is set again");
    return null;
  }
}

/** The providers a site can sign in with: both the id and the secret set (decision 0024). */
export function siteOAuthKeys(site: SiteKeys): Partial<Record<SocialProvider, OAuthKeys>> {
  const keys: Partial<Record<SocialProvider, OAuthKeys>> = {};
  const google = site.googleClientId && site.googleClientSecretEnc ? openSecret(site.googleClientSecretEnc, "google") : null;
  if (site.googleClientId && google) keys.google = { clientId: site.googleClientId, clientSecret: google };
  const facebook = site.facebookAppId && site.facebookAppSecretEnc ? openSecret(site.facebookAppSecretEnc, "facebook") : null;
  if (site.facebookAppId && facebook) keys.facebook = { clientId: site.facebookAppId, clientSecret: facebook };
  return keys;
}

/** Which providers the login page offers (no secrets decrypted). */
export function siteSocialProviders(site: SiteKeys): SocialProvider[] {
  const shown: SocialProvider[] = [];
  if (site.googleClientId && site.googleClientSecretEnc) shown.push("google");
  if (site.facebookAppId && site.facebookAppSecretEnc) shown.push("facebook");
  return shown;
}

async function toView(site: SiteKeys & { id: number }): Promise<TSignInKeys> {
  const origin = await findSiteOrigin(site.id);
  return {
    googleClientId: site.googleClientId ?? "",
    isGoogleSecretSet: !!site.googleClientSecretEnc,
    facebookAppId: site.facebookAppId ?? "",
    isFacebookSecretSet: !!site.facebookAppSecretEnc,
    callbackUrls: { google: `${origin}/api/auth/callback/google`, facebook: `${origin}/api/auth/callback/facebook` },
  };
}

/** GET /api/wl/site/getSignInKeys */
export async function getSignInKeys(ctx: Pick<RequestContext, "site">): Promise<TSignInKeys> {
  return toView(ctx.site);
}

/**
 * POST /api/wl/site/updateSignInKeys: an empty id turns its provider off (the secret goes too); a
 * new secret is sealed with the secret box; no secret keeps the stored one.
 */
export async function updateSignInKeys(ctx: Pick<RequestContext, "site" | "log" | "principal">, input: TSignInKeysRequest): Promise<TSignInKeys & { message: string }> {
  const seal = (id: string, secret: string | undefined, stored: string | null) => (!id ? null : secret ? encryptSecret(secret) : stored);
  await systemDb
    .update(sites)
    .set({
      googleClientId: input.googleClientId || null,
      googleClientSecretEnc: seal(input.googleClientId, input.googleClientSecret, ctx.site.googleClientSecretEnc),
      facebookAppId: input.facebookAppId || null,
      facebookAppSecretEnc: seal(input.facebookAppId, input.facebookAppSecret, ctx.site.facebookAppSecretEnc),
    })
    .where(eq(sites.id, ctx.site.id));
  ctx.log.info({ userId: ctx.principal?.userId, google: !!input.googleClientId, facebook: !!input.facebookAppId }, "sign-in keys updated");
  const site = await findSiteById(ctx.site.id);
  return { ...(await toView(site!)), message: SignInMessages.keysSaved };
}
