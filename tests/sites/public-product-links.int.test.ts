import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { visaCategories } from "@/db/schema/visas";
import { publicProductLinks } from "@/server/sites/public-product-links";
import { createTestSite } from "../helpers/fixtures";

afterAll(() => closeDb());

describe("the footer's public product links", () => {
  it("lists packages, activities, insurance and the site's visa countries; a locked site shows them only to signed-in users", async () => {
    const site = await createTestSite();
    await systemDb.insert(visaCategories).values({ siteId: site.id, countryCode: "AE", countryName: "United Arab Emirates", countrySlug: "uae", visaCategory: "Tourist 30 days" });
    const open = await publicProductLinks({ id: site.id, isLockMode: false }, false);
    expect(open.map((l) => l.href)).toEqual(["/packages", "/activities", "/insurance/search-results", "/visa/uae"]);
    expect(open[3].label).toBe("United Arab Emirates visa");
    await systemDb.update(sites).set({ isLockMode: true }).where(eq(sites.id, site.id));
    expect(await publicProductLinks({ id: site.id, isLockMode: true }, false)).toEqual([]);
    expect(await publicProductLinks({ id: site.id, isLockMode: true }, true)).toHaveLength(4);
    const other = await createTestSite();
    expect((await publicProductLinks({ id: other.id, isLockMode: false }, false)).map((l) => l.href)).not.toContain("/visa/uae");
  });
});
