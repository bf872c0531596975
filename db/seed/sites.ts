import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { siteDomains, sites } from "../schema/sites";

export type SeedSiteInput = {
  name: string;
  companyName?: string;
  domains: string[];
  logoUrl?: string | null;
  adminContact?: string | null;
  adminEmail?: string | null;
  primaryColor?: string;
  isLockMode?: boolean;
  canShowPermissionMenu?: boolean;
  coreSiteUrl?: string;
  /** Look-to-book cap (decision 0022): free searches a month, then searches per booking; null ratio = no cap. */
  lookToBookFreeSearches?: number;
  lookToBookMaxRatio?: number | null;
};

/** Creates a site with its domains, or returns the existing site that owns the first domain. */
export async function seedSite(db: Db, input: SeedSiteInput): Promise<typeof sites.$inferSelect> {
  const domains = input.domains.map((d) => d.toLowerCase());
  const [existing] = await db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, domains[0]))
    .limit(1);
  if (existing) return existing.site;
  return db.transaction(async (tx) => {
    const [site] = await tx
      .insert(sites)
      .values({
        name: input.name,
        companyName: input.companyName ?? input.name,
        logoUrl: input.logoUrl ?? null,
        adminContact: input.adminContact ?? null,
        adminEmail: input.adminEmail ?? null,
        primaryColor: input.primaryColor ?? "#1d4ed8",
        isLockMode: input.isLockMode ?? false,
        canShowPermissionMenu: input.canShowPermissionMenu ?? false,
        coreSiteUrl: input.coreSiteUrl ?? "/app",
        lookToBookFreeSearches: input.lookToBookFreeSearches ?? 500,
        lookToBookMaxRatio: input.lookToBookMaxRatio ?? null,
      })
      .returning();
    await tx.insert(siteDomains).values(domains.map((domain, i) => ({ siteId: site.id, domain, isPrimary: i === 0 })));
    return site;
  });
}
