import "server-only";
import type { TLoginResponse } from "@/lib/contracts/auth";
import { SignInMessages, SOCIAL_PROVIDER_LABELS, type SocialProvider, type TProviderTokenRequest } from "@/lib/contracts/sign-in";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { siteOAuthKeys } from "@/server/sites/sign-in-keys";
import { verifyProviderAccessToken } from "./oauth-providers";
import { sessionCookies } from "./session-cookies";
import { signInWithProvider } from "./social-sign-in";

/**
 * POST /api/wl/user/googleLogin and facebookLogin (decision 0024): an app that ran the provider's
 * own flow for this site's client sends the access token; it is checked with the provider, then
 * the user signs in as through the browser flow. 404 when the site has no keys for the provider.
 */
export async function logInWithProviderToken(ctx: RequestContext, provider: SocialProvider, input: TProviderTokenRequest): Promise<TLoginResponse> {
  const keys = siteOAuthKeys(ctx.site)[provider];
  if (!keys) throw new AppError("NOT_FOUND", SignInMessages.providerNotSet(SOCIAL_PROVIDER_LABELS[provider]));
  const profile = await verifyProviderAccessToken(provider, keys, input.accessToken);
  const result = await signInWithProvider(ctx, profile);
  ctx.cookies.push(...sessionCookies(result.authToken));
  return result;
}
