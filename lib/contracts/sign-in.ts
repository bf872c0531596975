import { z } from "zod";
import { Messages } from "@/lib/constants";
import { ZLoginResponse, ZSessionUser } from "./auth";
import { requiredOr } from "./common";
import { defineEndpoint } from "./http";

/** Decision 0024: session exchange ids (jumping in from another site) and Google / Facebook sign-in. */
export const SignInMessages = {
  sessionNotFound: "This sign-in link is not valid. Please sign in again.",
  sessionUsed: "This sign-in link has already been used. Please sign in again.",
  sessionExpired: "This sign-in link has expired. Please sign in again.",
  userNotFound: "User not found",
  providerNotSet: (provider: string) => `${provider} sign-in is not set up for this site`,
  providerUnreachable: (provider: string) => `${provider} could not be reached. Please try again.`,
  providerTokenRefused: (provider: string) => `${provider} did not accept this sign-in. Please try again.`,
  providerFailed: "Sign-in with Google or Facebook did not work. Please try again or log in with your password.",
  keysSaved: "Sign-in settings saved",
  secretWithoutId: "Enter the ID as well as the secret",
} as const;

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };

/** A session exchange id: 32 random bytes in base64url (43 characters). */
const sessionId = () =>
  z.string({ error: requiredOr(SignInMessages.sessionNotFound) }).trim().min(1, { error: Messages.required }).max(200, { error: SignInMessages.sessionNotFound });

export const ZSessionIdRequest = z.strictObject({ sessionId: sessionId() });
export type TSessionIdRequest = z.infer<typeof ZSessionIdRequest>;

export const getUserBySessionIdEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getUserBySessionId",
  summary:
    "Who a session exchange id (issued by another site's jump, 60 s, single use) signs in, without using it up. 404 when unknown or another site's; 401 when used, expired or the user is blocked.",
  tag: "auth",
  auth: "public",
  body: ZSessionIdRequest,
  response: z.object({ user: ZSessionUser, expiresAt: z.string() }),
});

export const loginBySessionIdEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/loginBySessionId",
  summary: "Use a session exchange id once: signs the user in on this site exactly as /api/wl/user/login does (auth token and session cookies).",
  tag: "auth",
  auth: "public",
  body: ZSessionIdRequest,
  response: ZLoginResponse,
});

/** Provider tokens, ids and secrets are visible ASCII: no spaces or control characters. */
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;
const NOT_VISIBLE_ASCII = "Must not contain spaces or control characters";

const providerToken = () =>
  z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(4096, { error: "Must be at most 4096 characters" })
    .regex(VISIBLE_ASCII, { error: NOT_VISIBLE_ASCII });

export const ZProviderTokenRequest = z.strictObject({ accessToken: providerToken() });
export type TProviderTokenRequest = z.infer<typeof ZProviderTokenRequest>;

export const googleLoginEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/googleLogin",
  summary:
    "Sign in with a Google access token an app obtained for this site's Google client: checked with Google (audience = the site's client id), then the user is matched by Google subject, else by verified email (linked), else created as a retail customer. Browsers use /api/auth/signin/google instead.",
  tag: "auth",
  auth: "public",
  body: ZProviderTokenRequest,
  response: ZLoginResponse,
});

export const facebookLoginEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/facebookLogin",
  summary:
    "Sign in with a Facebook user access token an app obtained for this site's Facebook app: checked with Facebook's debug_token (app id = the site's), then matched or created like googleLogin. Browsers use /api/auth/signin/facebook instead.",
  tag: "auth",
  auth: "public",
  body: ZProviderTokenRequest,
  response: ZLoginResponse,
});

const keyText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .regex(VISIBLE_ASCII, { error: NOT_VISIBLE_ASCII });

/** Empty id removes the provider (and its secret); an empty or missing secret keeps the stored one. */
export const ZSignInKeysRequest = z
  .strictObject({
    googleClientId: keyText(300),
    googleClientSecret: keyText(300).optional(),
    facebookAppId: keyText(100),
    facebookAppSecret: keyText(300).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.googleClientId && v.googleClientSecret) ctx.addIssue({ code: "custom", path: ["googleClientId"], message: SignInMessages.secretWithoutId });
    if (!v.facebookAppId && v.facebookAppSecret) ctx.addIssue({ code: "custom", path: ["facebookAppId"], message: SignInMessages.secretWithoutId });
  });
export type TSignInKeysRequest = z.infer<typeof ZSignInKeysRequest>;

export const ZSignInKeys = z.object({
  googleClientId: z.string(),
  isGoogleSecretSet: z.boolean(),
  facebookAppId: z.string(),
  isFacebookSecretSet: z.boolean(),
  /** Where to register the site's redirect URIs with Google and Facebook. */
  callbackUrls: z.object({ google: z.string(), facebook: z.string() }),
});
export type TSignInKeys = z.infer<typeof ZSignInKeys>;

export const getSignInKeysEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/wl/site/getSignInKeys",
  summary: "The site's Google and Facebook sign-in keys: ids, and whether each secret is set (secrets are never returned). Super admins.",
  tag: "sites",
  auth: "user",
  userTypes: ["staff"],
  superAdminOnly: true,
  response: ZSignInKeys,
});

export const updateSignInKeysEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/site/updateSignInKeys",
  summary: "Set the site's Google and Facebook sign-in keys. Secrets are sealed at rest; an empty id turns the provider off. Super admins.",
  tag: "sites",
  auth: "user",
  userTypes: ["staff"],
  superAdminOnly: true,
  body: ZSignInKeysRequest,
  response: ZSignInKeys.extend({ message: z.string() }),
});
