import "server-only";
import type { TSiteBranding } from "@/lib/contracts/sites";
import { siteTimeZone } from "@/lib/dates";
import type { SiteRecord } from "./find-site";

export function toSiteBranding(site: SiteRecord): TSiteBranding {
  return {
    siteId: site.id,
    companyName: site.companyName,
    logoUrl: site.logoUrl,
    adminContact: site.adminContact,
    adminEmail: site.adminEmail,
    primaryColor: site.primaryColor,
    timezone: siteTimeZone(site.timezone),
    metadata: {
      canShowPermissionMenu: site.canShowPermissionMenu,
      isLockMode: site.isLockMode,
      currency: site.currency,
      coreSiteUrl: site.coreSiteUrl,
    },
  };
}
