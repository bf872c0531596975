import { LOCKABLE_ROUTE_PREFIXES } from "@/lib/constants";
import { config } from "@/proxy";

/**
 * Lock mode (spec 001 section 2) is enforced by the pages from the path the proxy hands them; a
 * lockable page the proxy skips is open to anyone (issue 10: /api-partner-program on Acme).
 */
// The page matcher (objects); "/api" and "/api/:path*" go to the API envelope fallback instead.
const pageMatchers = config.matcher.filter((m): m is Extract<(typeof config.matcher)[number], { source: string }> => typeof m === "object");
const matchers = pageMatchers.map((m) => new RegExp(`^${m.source}$`));
const proxied = (path: string) => matchers.some((re) => re.test(path));

describe("the proxy runs for every lockable route", () => {
  it.each(LOCKABLE_ROUTE_PREFIXES.map((p) => [p]))("%s", (prefix) => {
    expect(proxied(prefix)).toBe(true);
    expect(proxied(`${prefix}/some-id`)).toBe(true);
  });

  it("the static policy pages are lockable", () => {
    for (const page of ["/terms_and_conditions", "/privacy_policy", "/cancellation_return_refund_policy", "/api-partner-program"]) expect(LOCKABLE_ROUTE_PREFIXES).toContain(page);
  });

  it("the page matcher skips the API and static assets", () => {
    for (const path of ["/api/search", "/api/wl/user/login", "/_next/static/chunk.js", "/favicon.ico", "/brand/acme-holidays.svg"]) expect(proxied(path)).toBe(false);
  });
});
