import "server-only";
import { listVisaDestinations } from "@/server/visas/load-visa-pages";

export type PublicProductLink = { href: string; label: string };

/**
 * The public products every page's footer links to (issue 15 discoverability): packages, activities,
 * insurance and the site's visa countries. Lock mode: a locked site shows them only to signed-in users.
 */
export async function publicProductLinks(site: { id: number; isLockMode: boolean }, signedIn: boolean): Promise<PublicProductLink[]> {
  if (site.isLockMode && !signedIn) return [];
  const visas = await listVisaDestinations(site.id);
  return [
    { href: "/packages", label: "Holiday packages" },
    { href: "/activities", label: "Activities" },
    { href: "/insurance/search-results", label: "Travel insurance" },
    ...visas.map((v) => ({ href: `/visa/${v.countrySlug}`, label: `${v.countryName} visa` })),
  ];
}
