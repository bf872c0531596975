import { eq } from "drizzle-orm";
import { dmcExchangeRates } from "@/db/schema/dmc-itineraries";
import { closeDb, systemDb } from "@/db/client";
import { packages } from "@/db/schema/packages";
import { GET as detailsRoute } from "@/app/api/packages/details/route";
import { GET as listRoute } from "@/app/api/packages/list/route";
import { POST as createRoute } from "@/app/api/packages/manage/create/route";
import { GET as staffDetailsRoute } from "@/app/api/packages/manage/details/route";
import { GET as staffListRoute } from "@/app/api/packages/manage/list/route";
import { POST as updateRoute } from "@/app/api/packages/manage/update/route";
import { call } from "../helpers/http";
import { approveTourPackages, insertPackage, isoDay, packageInput, packageSite } from "./package-world";

afterAll(() => closeDb());

const CREATE = "/api/packages/manage/create";

describe("POST /api/packages/manage/create and update", () => {
  it("creates a package with its plan, inclusions and price, then updates it", async () => {
    const w = await packageSite();
    const res = await call(createRoute, CREATE, { host: w.site.domain, token: w.staffToken, body: packageInput() });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Package created successfully");
    const [row] = await systemDb.select().from(packages).where(eq(packages.id, res.body.data.packageId));
    expect(row).toMatchObject({ siteId: w.site.id, name: "Dubai Delight", days: 5, nights: 4, priceFrom: 4_500_000, currency: "INR", isPublished: true, inclusions: ["4 nights hotel", "Breakfast"], createdByUserId: w.staff.id });
    expect(row.plan).toHaveLength(2);

    const upd = await call(updateRoute, "/api/packages/manage/update", { host: w.site.domain, token: w.staffToken, body: { packageId: row.id, ...packageInput({ name: "Dubai Deluxe", nights: 5, days: 6 }) } });
    expect(upd.status).toBe(200);
    expect(upd.body.data.message).toBe("Package updated successfully");
    const [after] = await systemDb.select().from(packages).where(eq(packages.id, row.id));
    expect([after.name, after.days, after.nights]).toEqual(["Dubai Deluxe", 6, 5]);
  });

  it("reports every validation message at once", async () => {
    const w = await packageSite();
    const res = await call(createRoute, CREATE, {
      host: w.site.domain,
      token: w.staffToken,
      body: { ...packageInput(), name: " ", destination: "", days: 91, nights: 3, currency: "XYZ", validFrom: "2026-13-40", priceFrom: -1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({
      name: "This is required field.",
      destination: "This is required field.",
      days: "Must be at most 90",
      currency: "Currency must be one of: INR, USD, AED, SGD, THB, EUR",
      validFrom: "Enter a date as YYYY-MM-DD",
      priceFrom: "Must be at least 0",
    });
  });

  it("refuses more nights than days, validity ending before it starts and a plan out of order", async () => {
    const w = await packageSite();
    const res = await call(createRoute, CREATE, {
      host: w.site.domain,
      token: w.staffToken,
      body: packageInput({ days: 3, nights: 4, validFrom: isoDay(10), validTill: isoDay(5), plan: [{ day: 2, title: "x", description: "" }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({ nights: "Nights must not be more than days", validTill: "Valid till must not be before valid from", plan: "Plan days must be numbered 1, 2, 3… in order" });
    const tooLong = await call(createRoute, CREATE, { host: w.site.domain, token: w.staffToken, body: packageInput({ days: 1, nights: 0, plan: [{ day: 1, title: "a", description: "" }, { day: 2, title: "b", description: "" }] }) });
    expect(tooLong.body.shortError.plan).toBe("The plan has more days than the package");
  });

  it("is 401 without a session and 403 for a travel agent", async () => {
    const w = await packageSite();
    expect((await call(createRoute, CREATE, { host: w.site.domain, body: packageInput() })).status).toBe(401);
    expect((await call(createRoute, CREATE, { host: w.site.domain, token: w.agentToken, body: packageInput() })).status).toBe(403);
    expect((await call(staffListRoute, "/api/packages/manage/list", { host: w.site.domain, token: w.agentToken })).status).toBe(403);
  });

  it("answers 404 for another site's package and changes nothing", async () => {
    const w = await packageSite();
    const other = await packageSite();
    const theirs = await insertPackage(other.site.id, { name: "Theirs" });
    const upd = await call(updateRoute, "/api/packages/manage/update", { host: w.site.domain, token: w.staffToken, body: { packageId: theirs.id, ...packageInput({ name: "Stolen" }) } });
    expect(upd.status).toBe(404);
    expect(upd.body.message).toBe("Package not found");
    const [still] = await systemDb.select().from(packages).where(eq(packages.id, theirs.id));
    expect(still.name).toBe("Theirs");
    expect((await call(staffDetailsRoute, "/api/packages/manage/details", { host: w.site.domain, token: w.staffToken, query: { packageId: String(theirs.id) } })).status).toBe(404);
  });
});

describe("GET /api/packages/manage/list and details", () => {
  it("lists every package of the site, published or not, newest first", async () => {
    const w = await packageSite();
    const a = await insertPackage(w.site.id, { name: "A", isPublished: false });
    const b = await insertPackage(w.site.id, { name: "B" });
    const res = await call(staffListRoute, "/api/packages/manage/list", { host: w.site.domain, token: w.staffToken });
    expect(res.status).toBe(200);
    expect(res.body.data.result.map((p: { packageId: number }) => p.packageId)).toEqual([b.id, a.id]);
    expect(res.body.data.result[1]).toMatchObject({ isPublished: false, imageCount: 0, coverUrl: null });
    const one = await call(staffDetailsRoute, "/api/packages/manage/details", { host: w.site.domain, token: w.staffToken, query: { packageId: String(a.id) } });
    expect(one.body.data).toMatchObject({ packageId: a.id, name: "A", plan: expect.any(Array), images: [] });
  });
});

describe("GET /api/packages/list and details (public)", () => {
  it("lists published, valid packages cheapest first and filters by destination, budget and nights", async () => {
    const w = await packageSite();
    const dubai = await insertPackage(w.site.id, { name: "Dubai 4N", destination: "Dubai", nights: 4, days: 5, priceFrom: 4_000_000 });
    const sg = await insertPackage(w.site.id, { name: "Singapore 3N", destination: "Singapore", nights: 3, days: 4, priceFrom: 6_000_000 });
    const th = await insertPackage(w.site.id, { name: "Thailand 6N", destination: "Thailand", nights: 6, days: 7, priceFrom: 3_000_000 });
    await insertPackage(w.site.id, { name: "Draft", isPublished: false });
    await insertPackage(w.site.id, { name: "Expired", validFrom: isoDay(-60), validTill: isoDay(-1) });
    const all = await call(listRoute, "/api/packages/list", { host: w.site.domain });
    expect(all.status).toBe(200);
    expect(all.body.data.result.map((p: { packageId: number }) => p.packageId)).toEqual([th.id, dubai.id, sg.id]);
    expect(all.body.data.destinations).toEqual(["Dubai", "Singapore", "Thailand"]);
    const ids = async (query: Record<string, string>) => (await call(listRoute, "/api/packages/list", { host: w.site.domain, query })).body.data.result.map((p: { packageId: number }) => p.packageId);
    expect(await ids({ destination: "sing" })).toEqual([sg.id]);
    expect(await ids({ budgetMax: "4000000" })).toEqual([th.id, dubai.id]);
    expect(await ids({ minNights: "4", maxNights: "5" })).toEqual([dubai.id]);
    const bad = await call(listRoute, "/api/packages/list", { host: w.site.domain, query: { budgetMax: "-5", maxNights: "91" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toMatchObject({ budgetMax: "Must be at least 0", maxNights: "Must be at most 90" });
  });

  it("filters and orders by budget in the site's currency: other currencies at the site's exchange rate, left out of a budget without one", async () => {
    const w = await packageSite();
    const dubai = await insertPackage(w.site.id, { name: "Dubai INR", priceFrom: 4_000_000 });
    const usd = await insertPackage(w.site.id, { name: "Bali USD", currency: "USD", priceFrom: 100_000 });
    const thb = await insertPackage(w.site.id, { name: "Phuket THB", currency: "THB", priceFrom: 1_000_000 });
    await systemDb.insert(dmcExchangeRates).values({ siteId: w.site.id, fromCurrency: "USD", toCurrency: "INR", rate: 83 });
    const ids = async (query: Record<string, string>) => (await call(listRoute, "/api/packages/list", { host: w.site.domain, query })).body.data.result.map((p: { packageId: number }) => p.packageId);
    // USD 1,000 is INR 83,000: over a 40,000 budget, under 90,000; THB has no rate, so no budget can claim it.
    expect(await ids({ budgetMax: "4000000" })).toEqual([dubai.id]);
    expect(await ids({ budgetMax: "9000000" })).toEqual([dubai.id, usd.id]);
    // Cheapest first by the converted price; a currency without a rate comes last.
    expect(await ids({})).toEqual([dubai.id, usd.id, thb.id]);
  });

  it("shows one published package; a draft or another site's package is 404", async () => {
    const w = await packageSite();
    const other = await packageSite();
    const mine = await insertPackage(w.site.id);
    const draft = await insertPackage(w.site.id, { isPublished: false });
    const theirs = await insertPackage(other.site.id);
    const res = await call(detailsRoute, "/api/packages/details", { host: w.site.domain, query: { packageId: String(mine.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ packageId: mine.id, supplierName: null, inclusions: ["4 nights hotel", "Breakfast"], exclusions: ["Flights"] });
    for (const id of [draft.id, theirs.id]) {
      const miss = await call(detailsRoute, "/api/packages/details", { host: w.site.domain, query: { packageId: String(id) } });
      expect(miss.status).toBe(404);
      expect(miss.body.message).toBe("Package not found");
    }
  });

  it("follows lock mode: anonymous callers of a locked site get 401, signed-in users see the packages", async () => {
    const w = await packageSite({ isLockMode: true });
    const p = await insertPackage(w.site.id);
    expect((await call(listRoute, "/api/packages/list", { host: w.site.domain })).status).toBe(401);
    expect((await call(detailsRoute, "/api/packages/details", { host: w.site.domain, query: { packageId: String(p.id) } })).status).toBe(401);
    expect((await call(listRoute, "/api/packages/list", { host: w.site.domain, token: w.retailToken })).status).toBe(200);
  });

  it("lists an approved TourPackages supplier's packages beside the site's own, and opens them", async () => {
    const consumer = await packageSite();
    const supplier = await packageSite();
    const pending = await packageSite();
    const own = await insertPackage(consumer.site.id, { name: "Own", priceFrom: 100 });
    const supplied = await insertPackage(supplier.site.id, { name: "Supplied", priceFrom: 200 });
    const notYet = await insertPackage(pending.site.id, { name: "Pending supplier", priceFrom: 300 });
    await approveTourPackages(supplier.site.id, consumer.site.id);
    await approveTourPackages(pending.site.id, consumer.site.id, "Pending");
    const res = await call(listRoute, "/api/packages/list", { host: consumer.site.domain });
    expect(res.body.data.result.map((p: { packageId: number; supplierName: string | null }) => [p.packageId, p.supplierName])).toEqual([
      [own.id, null],
      [supplied.id, supplier.site.companyName],
    ]);
    expect((await call(detailsRoute, "/api/packages/details", { host: consumer.site.domain, query: { packageId: String(supplied.id) } })).status).toBe(200);
    expect((await call(detailsRoute, "/api/packages/details", { host: consumer.site.domain, query: { packageId: String(notYet.id) } })).status).toBe(404);
    // The supplier does not see its consumer's packages.
    expect((await call(detailsRoute, "/api/packages/details", { host: supplier.site.domain, query: { packageId: String(own.id) } })).status).toBe(404);
  });
});
