import { isLockableRoute } from "@/server/auth/page-session";
import { config } from "@/proxy";

/**
 * Lock mode (spec 001 section 2) for the issue 15 routes of the visas helper: the pages call
 * getLockablePageSite()/enforceLockMode(), which redirect an anonymous visitor of a locked site
 * when the path is lockable; /flight/login is the way in and never locked. The e2e spec
 * public-routes.spec.ts drives the redirect on the locked Acme site.
 */
const pageMatchers = config.matcher.filter((m): m is Extract<(typeof config.matcher)[number], { source: string }> => typeof m === "object").map((m) => new RegExp(`^${m.source}$`));

describe("the visas helper's public routes and lock mode", () => {
  it.each(["/activities", "/flight", "/visa/united-arab-emirates", "/visa/united-arab-emirates/tourist-visa-30-days/12", "/visa/japan?nationality=IN"])("%s is lockable and reaches the proxy", (path) => {
    expect(isLockableRoute(path)).toBe(true);
    expect(pageMatchers.some((re) => re.test(path.split("?")[0]))).toBe(true);
  });

  it("/flight/login is not lockable (the login itself)", () => {
    expect(isLockableRoute("/flight/login")).toBe(false);
    expect(isLockableRoute("/flight/login?redirectTo=%2Fapp")).toBe(false);
  });
});
