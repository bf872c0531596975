import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcCustomerMarkets, dmcMarkets } from "@/db/schema/dmc";
import { POST as createMarket } from "@/app/api/dmc/createNewMarket/route";
import { GET as searchMarket } from "@/app/api/dmc/searchMarket/route";
import { GET as marketOptions } from "@/app/api/dmc/getDefaultMarketOptions/route";
import { POST as updateForCustomer } from "@/app/api/dmc/updateMarketForCustomer/route";
import { POST as setDefault } from "@/app/api/dmc/setDefaultMarket/route";
import { createTestSite, createTestUser, logInAs } from "../../helpers/fixtures";
import { call } from "../../helpers/http";
import { as, createGeoWorld, expectStaffOnly } from "./geo-world";

afterAll(() => closeDb());

const defaults = async (siteId: number) => (await systemDb.select({ name: dmcMarkets.name }).from(dmcMarkets).where(and(eq(dmcMarkets.siteId, siteId), eq(dmcMarkets.isDefault, true)))).map((m) => m.name);

describe("POST /api/dmc/createNewMarket", () => {
  it("creates a market; a site's first market becomes its default, isDefault moves the default", async () => {
    const w = await createGeoWorld();
    const europe = await as(w, "admin")(createMarket, "/api/dmc/createNewMarket", { body: { name: "  Europe  " } });
    expect(europe.status).toBe(200);
    expect(europe.body.data).toEqual({ id: expect.any(Number), name: "Europe", isDefault: false, message: "Market created successfully" });
    const uk = await as(w, "admin")(createMarket, "/api/dmc/createNewMarket", { body: { name: "UK", isDefault: true } });
    expect(uk.body.data.isDefault).toBe(true);
    expect(await defaults(w.site.id)).toEqual(["UK"]);

    const fresh = await createTestSite();
    const boss = await createTestUser(fresh.id, { userType: "staff", isSuperAdmin: true });
    const first = await call(createMarket, "/api/dmc/createNewMarket", { host: fresh.domain, token: await logInAs(fresh.domain, boss.email!), body: { name: "India" } });
    expect(first.body.data.isDefault).toBe(true);
  });

  it("refuses an empty name and a name the site already has (ignoring case)", async () => {
    const w = await createGeoWorld();
    const empty = await as(w, "admin")(createMarket, "/api/dmc/createNewMarket", { body: { name: " " } });
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toEqual({ name: "This is required field." });
    const taken = await as(w, "admin")(createMarket, "/api/dmc/createNewMarket", { body: { name: "gcc" } });
    expect(taken.status).toBe(400);
    expect(taken.body.shortError).toEqual({ name: "A market with this name already exists" });
    // Another site's market names are no clash.
    const [otherName] = await systemDb.select().from(dmcMarkets).where(eq(dmcMarkets.siteId, w.other.id));
    expect(otherName).toBeDefined();
  });

  it("is for staff who may edit markets: plain staff 403, agents 403, anonymous 401", async () => {
    const w = await createGeoWorld();
    const staff = await as(w, "staff")(createMarket, "/api/dmc/createNewMarket", { body: { name: "Europe" } });
    expect(staff.status).toBe(403);
    await expectStaffOnly(w, createMarket, "/api/dmc/createNewMarket", { body: { name: "Europe" } });
  });
});

describe("GET /api/dmc/searchMarket and getDefaultMarketOptions", () => {
  it("searches this site's markets by part of the name", async () => {
    const w = await createGeoWorld();
    const all = await as(w, "staff")(searchMarket, "/api/dmc/searchMarket");
    expect(all.status).toBe(200);
    expect(all.body.data.result).toEqual([
      { id: w.base.markets.GCC, name: "GCC", isDefault: false },
      { id: w.base.markets.India, name: "India", isDefault: true },
    ]);
    const some = await as(w, "staff")(searchMarket, "/api/dmc/searchMarket", { query: { search: "nd" } });
    expect(some.body.data.result.map((m: { name: string }) => m.name)).toEqual(["India"]);
    await expectStaffOnly(w, searchMarket, "/api/dmc/searchMarket");
  });

  it("answers the choices, the default and a customer's own market (null: the default); staff and other sites' users are not customers (404)", async () => {
    const w = await createGeoWorld();
    const plain = await as(w, "staff")(marketOptions, "/api/dmc/getDefaultMarketOptions");
    expect(plain.body.data).toEqual({ result: expect.any(Array), defaultMarketId: w.base.markets.India });
    const before = await as(w, "staff")(marketOptions, "/api/dmc/getDefaultMarketOptions", { query: { userId: String(w.agent.id) } });
    expect(before.body.data.customerMarketId).toBeNull();
    await as(w, "admin")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.agent.id, marketId: w.base.markets.GCC } });
    const after = await as(w, "staff")(marketOptions, "/api/dmc/getDefaultMarketOptions", { query: { userId: String(w.agent.id) } });
    expect(after.body.data.customerMarketId).toBe(w.base.markets.GCC);
    for (const userId of [w.staff.id, w.otherAgent.id]) {
      const res = await as(w, "staff")(marketOptions, "/api/dmc/getDefaultMarketOptions", { query: { userId: String(userId) } });
      expect(res.status).toBe(404);
      expect(res.body.errorMessage).toBe("Customer not found");
    }
    await expectStaffOnly(w, marketOptions, "/api/dmc/getDefaultMarketOptions");
  });
});

describe("POST /api/dmc/updateMarketForCustomer", () => {
  it("sets a customer's market and, with null, gives them the default again", async () => {
    const w = await createGeoWorld();
    const set = await as(w, "admin")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.retail.id, marketId: w.base.markets.GCC } });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ userId: w.retail.id, marketId: w.base.markets.GCC, marketName: "GCC", message: "Market successfully changed" });
    const [row] = await systemDb.select().from(dmcCustomerMarkets).where(eq(dmcCustomerMarkets.userId, w.retail.id));
    expect(row).toMatchObject({ siteId: w.site.id, marketId: w.base.markets.GCC });
    const cleared = await as(w, "admin")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.retail.id, marketId: null } });
    expect(cleared.body.data).toMatchObject({ marketId: null, marketName: null });
    expect(await systemDb.select().from(dmcCustomerMarkets).where(eq(dmcCustomerMarkets.userId, w.retail.id))).toEqual([]);
  });

  it("refuses a staff user, another site's customer or market (404) and a missing market (400)", async () => {
    const w = await createGeoWorld();
    const staff = await as(w, "admin")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.staff.id, marketId: w.base.markets.GCC } });
    expect(staff.status).toBe(404);
    expect(staff.body.errorMessage).toBe("Customer not found");
    const otherUser = await as(w, "admin")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.otherAgent.id, marketId: w.base.markets.GCC } });
    expect(otherUser.status).toBe(404);
    const otherMarket = await as(w, "admin")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.agent.id, marketId: w.otherBase.markets.GCC } });
    expect(otherMarket.status).toBe(404);
    expect(otherMarket.body.errorMessage).toBe("Market not found");
    expect(await systemDb.select().from(dmcCustomerMarkets).where(eq(dmcCustomerMarkets.userId, w.agent.id))).toEqual([]);
    const missing = await as(w, "admin")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.agent.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError.marketId).toBe("Choose a market, or null for the site's default");
    const plain = await as(w, "staff")(updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.agent.id, marketId: null } });
    expect(plain.status).toBe(403);
    await expectStaffOnly(w, updateForCustomer, "/api/dmc/updateMarketForCustomer", { body: { userId: w.agent.id, marketId: null } });
  });
});

describe("POST /api/dmc/setDefaultMarket", () => {
  it("moves the default; another site's market is 404 and changes nothing", async () => {
    const w = await createGeoWorld();
    const res = await as(w, "admin")(setDefault, "/api/dmc/setDefaultMarket", { body: { marketId: w.base.markets.GCC } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: w.base.markets.GCC, name: "GCC", isDefault: true, message: "Market set as default" });
    expect(await defaults(w.site.id)).toEqual(["GCC"]);
    const cross = await as(w, "admin")(setDefault, "/api/dmc/setDefaultMarket", { body: { marketId: w.otherBase.markets.GCC } });
    expect(cross.status).toBe(404);
    expect(await defaults(w.other.id)).toEqual(["India"]);
    expect((await as(w, "staff")(setDefault, "/api/dmc/setDefaultMarket", { body: { marketId: w.base.markets.GCC } })).status).toBe(403);
    await expectStaffOnly(w, setDefault, "/api/dmc/setDefaultMarket", { body: { marketId: w.base.markets.GCC } });
  });
});
