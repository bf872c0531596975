import { z } from "zod";
import { Messages } from "@/lib/constants";
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
