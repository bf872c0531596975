/** The `error` query of /login after a refused Google / Facebook sign-in (decision 0024); any other value is a generic failure. */
export const SOCIAL_ERROR_BLOCKED = "Blocked";
export const SOCIAL_ERROR_FAILED = "SocialSignInFailed";
