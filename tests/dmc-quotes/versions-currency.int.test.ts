import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { GET as getById } from "@/app/api/kart/getKartById/route";
import { POST as saveRate } from "@/app/api/dmc/saveExchangeRate/route";
import { GET as getRates } from "@/app/api/dmc/getExchangeRates/route";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

afterAll(() => closeDb());

let w: QuotesWorld;
beforeAll(async () => {
  w = await createQuotesWorld();
});
const save = (body: unknown) => as(w, "staff")(saveKart, "/api/kart/saveKart", { body });
const markSent = (id: number) => systemDb.update(dmcItineraries).set({ sentAt: new Date("2026-11-20T10:00:00Z") }).where(eq(dmcItineraries.id, id));

describe("versions", () => {
  it("saving before sending stays version 1; after sending a save makes version 2 and version 1 stays readable with what changed", async () => {
    const v1 = (await save(kartBody(w))).body.data;
    expect((await save(kartBody(w, { id: v1.id, remark: "draft edit" }))).body.data).toMatchObject({ version: 1, versions: [] });
    await markSent(v1.id);
    const v2 = (await save(kartBody(w, { id: v1.id, remark: "draft edit", discount: 20, miscellaneous: [] }))).body.data;
    expect(v2).toMatchObject({ version: 2, sentAt: null, totalPrice: 487.8 });
    expect(v2.versions).toEqual([
      {
        version: 1,
        sentAt: "2026-11-20T10:00:00.000Z",
        createdAt: expect.any(String),
        changes: ["discount: 10 → 20", "totalPrice: 512.8 → 487.8", "Miscellaneous: removed SIM card"],
      },
    ]);
    const old = await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(v1.id), version: "1" } });
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({ version: 1, discount: 10, totalPrice: 512.8, remark: "draft edit", miscellaneous: [{ name: "SIM card" }] });
    expect((await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(v1.id), version: "7" } })).status).toBe(404);
    // Saving version 2 again before it is sent does not make a version 3.
    expect((await save(kartBody(w, { id: v1.id, discount: 20 }))).body.data.version).toBe(2);
  });

  it("two saves racing on a sent quotation: one archives it, the other edits the new version (no 500)", async () => {
    const k = (await save(kartBody(w))).body.data;
    await markSent(k.id);
    const [a, b] = await Promise.all([save(kartBody(w, { id: k.id, discount: 11 })), save(kartBody(w, { id: k.id, discount: 12 }))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = (await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(k.id) } })).body.data;
    expect(now.version).toBe(2);
    expect(now.versions.map((v: { version: number }) => v.version)).toEqual([1]);
  });
});

describe("exchange rates and the lock", () => {
  it("a site admin sets a rate; staff read them; quotations lock the rate they first used", async () => {
    const admin = await createTestUser(w.site.id, { userType: "staff", isSuperAdmin: true });
    const token = await logInAs(w.site.domain, admin.email!);
    const asAdmin = (handler: Parameters<typeof call>[0], path: string, body?: unknown) => call(handler, path, { host: w.site.domain, token, body });
    const kart = (await save(kartBody(w, { accomodations: [], activities: [], miscellaneous: [{ name: "Desert camp", price: 100, currency: "INR", startDate: "2026-12-10" }] }))).body;
    expect(kart.errorMessage).toBe("No exchange rate from INR to USD: set it in the site's exchange rates");
    const saved = await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "usd", toCurrency: "INR", rate: 80 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ fromCurrency: "USD", toCurrency: "INR", rate: 80, message: "Exchange rate saved" });
    const k = (await save(kartBody(w, { accomodations: [], activities: [], flights: [], miscellaneous: [{ name: "Desert camp", price: 100, currency: "INR", startDate: "2026-12-10" }] }))).body.data;
    // the reverse pair, inverted: 100 INR = 1.25 USD; + 20 + 5 - 10
    expect(k.exchangeRates).toEqual({ INR: 0.0125 });
    expect(k.totalPrice).toBe(16.25);
    await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "INR", toCurrency: "USD", rate: 0.02 });
    const again = (await save(kartBody(w, { id: k.id, accomodations: [], activities: [], flights: [], miscellaneous: [{ name: "Desert camp", price: 100, currency: "INR", startDate: "2026-12-10" }] }))).body.data;
    expect(again.exchangeRates).toEqual({ INR: 0.0125 });
    const rates = await as(w, "staff")(getRates, "/api/dmc/getExchangeRates");
    expect(rates.body.data.rates.map((r: { fromCurrency: string; toCurrency: string; rate: number }) => [r.fromCurrency, r.toCurrency, r.rate])).toEqual([
      ["AED", "USD", 0.2723],
      ["INR", "USD", 0.02],
      ["USD", "INR", 80],
    ]);
    expect((await as(w, "staff")(saveRate, "/api/dmc/saveExchangeRate", { body: { fromCurrency: "INR", toCurrency: "USD", rate: 1 } })).status).toBe(403);
    expect((await as(w, "agent")(getRates, "/api/dmc/getExchangeRates")).status).toBe(403);
    const bad = await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "INR", toCurrency: "USD", rate: 0 });
    expect([bad.status, bad.body.errorMessage]).toEqual([400, "rate: Rate must be a positive number"]);
    // another site's rates are not this site's
    const other = await as(w, "otherStaff")(getRates, "/api/dmc/getExchangeRates");
    expect(other.body.data.rates).toEqual([]);
  });
});
