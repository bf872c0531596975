import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { siteDomains, sites } from "@/db/schema/sites";
import { siteTimeZone } from "@/lib/dates";

/** A site as use cases see it; `timezone` is always a zone the runtime knows (decision 0016). */
export type SiteRecord = typeof sites.$inferSelect;

/** A stored zone the runtime does not know falls back to Asia/Kolkata, so no page breaks on a bad setting. */
const toSiteRecord = (row: typeof sites.$inferSelect): SiteRecord => ({ ...row, timezone: siteTimeZone(row.timezone) });

/** "Acme.LocalHost:3000" -> "acme.localhost"; "[::1]:3000" -> "::1". */
export function normalizeHost(host: string | null | undefined): string | null {
  if (!host) return null;
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) h = h.slice(1, h.indexOf("]"));
  else if (h.includes(":")) h = h.slice(0, h.lastIndexOf(":"));
  h = h.replace(/\.$/, "");
  return h.length > 0 && h.length <= 253 ? h : null;
}

export async function findSiteByDomain(domain: string): Promise<SiteRecord | null> {
  const host = normalizeHost(domain);
  if (!host) return null;
  const [row] = await systemDb
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, host))
    .limit(1);
  return row ? toSiteRecord(row.site) : null;
}

export async function findSiteById(id: number): Promise<SiteRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await systemDb.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row ? toSiteRecord(row) : null;
}

/** The site's primary domain (else its first), for links and addresses the site sends out; null without one. */
export async function findSitePrimaryDomain(siteId: number): Promise<string | null> {
  const [row] = await systemDb
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(desc(siteDomains.isPrimary), asc(siteDomains.id))
    .limit(1);
  return row?.domain ?? null;
}

/** The site's own origin for links it sends out (password emails, gateway redirects): scheme, primary domain, port on plain http. */
export async function findSiteOrigin(siteId: number): Promise<string> {
  const domain = (await findSitePrimaryDomain(siteId)) ?? "localhost";
  const scheme = process.env.COOKIE_SECURE === "false" ? "http" : "https";
  const port = scheme === "http" && process.env.PORT && process.env.PORT !== "80" ? `:${process.env.PORT}` : "";
  return `${scheme}://${domain}${port}`;
}
