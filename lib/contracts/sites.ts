import { z } from "zod";
import { Messages } from "@/lib/constants";
import { requiredOr } from "./common";
import { defineEndpoint } from "./http";

export const ZDetectSiteRequest = z.strictObject({
  domain: z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).max(253),
});

export const ZSiteBranding = z.object({
  siteId: z.number(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  adminContact: z.string().nullable(),
  adminEmail: z.string().nullable(),
  primaryColor: z.string(),
  /** IANA zone of the site's days (default Asia/Kolkata): dates are shown and filtered by it (decision 0016). */
  timezone: z.string(),
  metadata: z.object({
    canShowPermissionMenu: z.boolean(),
    isLockMode: z.boolean(),
    currency: z.string(),
    coreSiteUrl: z.string(),
  }),
});
export type TSiteBranding = z.infer<typeof ZSiteBranding>;

export const detectSiteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/whitelabel/detetct",
  summary: "The branding and settings of the site serving a domain.",
  tag: "sites",
  auth: "public",
  isSiteOptional: true,
  body: ZDetectSiteRequest,
  response: ZSiteBranding,
});

// ---------------------------------------------------------------------------------------------
// Look-to-book settings (decision 0022).

export const LOOK_TO_BOOK_FREE_MAX = 1_000_000;
export const LOOK_TO_BOOK_RATIO_MAX = 10_000;
export const LookToBookMessages = {
  freeSearches: `Enter a whole number from 0 to ${LOOK_TO_BOOK_FREE_MAX}`,
  maxRatio: `Enter a whole number from 1 to ${LOOK_TO_BOOK_RATIO_MAX}, or leave it empty (null) for no cap`,
  saved: "Look-to-book settings saved",
} as const;

export const ZLookToBookSettings = z.strictObject({
  /** Searches a business user may make each month before the ratio applies. */
  lookToBookFreeSearches: z
    .number({ error: requiredOr(LookToBookMessages.freeSearches) })
    .int({ error: LookToBookMessages.freeSearches })
    .min(0, { error: LookToBookMessages.freeSearches })
    .max(LOOK_TO_BOOK_FREE_MAX, { error: LookToBookMessages.freeSearches }),
  /** Searches allowed per booking past the free ones; null: no cap. The key is required (send null to remove the cap). */
  lookToBookMaxRatio: z
    .number({ error: (issue) => (issue.input === undefined ? Messages.required : LookToBookMessages.maxRatio) })
    .int({ error: LookToBookMessages.maxRatio })
    .min(1, { error: LookToBookMessages.maxRatio })
    .max(LOOK_TO_BOOK_RATIO_MAX, { error: LookToBookMessages.maxRatio })
    .nullable(),
});
export type TLookToBookSettings = z.infer<typeof ZLookToBookSettings>;

export const updateLookToBookSettingsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/whitelabel/updateLookToBookSettings",
  summary:
    "Set this site's look-to-book cap for business users (decision 0022): lookToBookFreeSearches searches a month, then at most lookToBookMaxRatio searches per booking (null: no cap). 'Look-to-book settings saved'.",
  tag: "sites",
  auth: "user",
  permission: "backoffice.siteSettings.lookToBook",
  body: ZLookToBookSettings,
  response: ZLookToBookSettings.extend({ message: z.string() }),
});
