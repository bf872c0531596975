import { LOCKABLE_ROUTE_PREFIXES } from "@/lib/constants";
import { isLockableRoute } from "@/server/auth/page-session";
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

describe("issue 15's routes of the spec's table", () => {
  // Public or lockable (spec 001 section 2); /flight/login is the way in and stays open.
  it.each([
    "/packages",
    "/packages/dubai-delights/12",
    "/package/enquiry/submitted/7?title=Dubai",
    "/activities",
    "/insurance/search-results?region=asia",
    "/payments?link=abc",
    "/flight/fixedDeparture/print/MV9fX0ZE",
    "/flight",
    "/fixed-departures",
    "/visa/united-arab-emirates",
    "/visa/united-arab-emirates/tourist-visa-30-days/1",
  ])("%s is lockable and reaches the proxy", (path) => {
    expect(isLockableRoute(path)).toBe(true);
    expect(proxied(path.split("?")[0])).toBe(true);
  });

  it("the login and the login-required routes are not lock-mode routes (the latter always ask for a login)", () => {
    for (const path of ["/flight/login", "/insurance/passenger-details", "/insurance/insurance-bookings", "/user/package/manage_package_images/3"]) expect(isLockableRoute(path)).toBe(false);
  });

  it("a shared flight offer opens without a login on a locked site: the token is the key (decision 0051)", () => {
    expect(isLockableRoute("/flight/offer/6f1c2d")).toBe(false);
    expect(isLockableRoute("/flight/offers")).toBe(true);
  });
});
