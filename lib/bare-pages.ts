/*
 * Pages shown bare: without the public site's header, menu, footer and prompts (issue 25). The
 * driver's page (/dmc/driver/{token}) is a tool for a phone in a van, opened by a secret link: the
 * site's navigation has nothing for a driver and every link in it would leave the page.
 */

const BARE_PREFIXES = ["/dmc/driver/"] as const;

/** True for a path (with or without its query) that the root layout renders bare. */
export function isBarePagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0];
  return BARE_PREFIXES.some((p) => pathname.startsWith(p));
}
