import { addDays, format } from "date-fns";
import { closeDb } from "@/db/client";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { POST as saveRate } from "@/app/api/dmc/saveExchangeRate/route";
import { GET as getRates } from "@/app/api/dmc/getExchangeRates/route";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

/* Issue 25, defect 7: the site's exchange rates are set on a staff screen, append-only with a valid-from and who set it. */

afterAll(() => closeDb());

let w: QuotesWorld;
let asAdmin: (handler: Parameters<typeof call>[0], path: string, body?: unknown) => ReturnType<typeof call>;
let adminName: string;
beforeAll(async () => {
  w = await createQuotesWorld();
  const admin = await createTestUser(w.site.id, { userType: "staff", isSuperAdmin: true, firstName: "Rita" });
  adminName = `Rita ${admin.lastName}`;
  const token = await logInAs(w.site.domain, admin.email!);
  asAdmin = (handler, path, body) => call(handler, path, { host: w.site.domain, token, body });
});

const inrLine = { accomodations: [], activities: [], flights: [], miscellaneous: [{ name: "Desert camp", price: 100, currency: "INR", startDate: "2026-12-10" }] };

describe("the site's exchange rates: append-only, with valid-from and who set it", () => {
  it("a missing rate refuses the save; set (as in the builder's inline form) it saves, locked", async () => {
    const refused = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, inrLine) });
    expect([refused.status, refused.body.errorMessage]).toEqual([400, "No exchange rate from INR to USD: set it in the site's exchange rates"]);
    const set = await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "INR", toCurrency: "USD", rate: 0.012 });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ fromCurrency: "INR", toCurrency: "USD", rate: 0.012, setBy: adminName, message: "Exchange rate saved" });
    expect(set.body.data.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const saved = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, inrLine) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.exchangeRates).toEqual({ INR: 0.012 });
  });

  it("a new rate is a new row: the history keeps every rate; a future one is upcoming, not yet used", async () => {
    const today = (await as(w, "staff")(getRates, "/api/dmc/getExchangeRates")).body.data.today as string;
    const later = format(addDays(new Date(`${today}T00:00:00`), 10), "yyyy-MM-dd");
    await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "INR", toCurrency: "USD", rate: 0.0121 });
    const future = await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "INR", toCurrency: "USD", rate: 0.02, validFrom: later });
    expect([future.status, future.body.data.validFrom]).toEqual([200, later]);
    const res = await as(w, "staff")(getRates, "/api/dmc/getExchangeRates");
    expect(res.status).toBe(200);
    const inr = res.body.data.rates.find((r: { fromCurrency: string }) => r.fromCurrency === "INR");
    expect(inr).toMatchObject({ toCurrency: "USD", rate: 0.0121, validFrom: today, isInForce: true, setBy: adminName });
    const history = res.body.data.history.filter((r: { fromCurrency: string }) => r.fromCurrency === "INR").map((r: { rate: number; validFrom: string }) => [r.rate, r.validFrom]);
    expect(history).toEqual([[0.02, later], [0.0121, today], [0.012, today]]);
    // a new quotation takes the rate in force today, not the upcoming one
    const k = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, inrLine) });
    expect(k.body.data.exchangeRates).toEqual({ INR: 0.0121 });
  });

  it("refuses a valid-from in the past (history is never rewritten), the same currency twice, and plain staff", async () => {
    const today = (await as(w, "staff")(getRates, "/api/dmc/getExchangeRates")).body.data.today as string;
    const yesterday = format(addDays(new Date(`${today}T00:00:00`), -1), "yyyy-MM-dd");
    const past = await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "EUR", toCurrency: "USD", rate: 1.1, validFrom: yesterday });
    expect([past.status, past.body.errorMessage]).toEqual([400, "Valid from cannot be before today: a new rate starts today or later"]);
    const same = await asAdmin(saveRate, "/api/dmc/saveExchangeRate", { fromCurrency: "USD", toCurrency: "USD", rate: 1 });
    expect([same.status, same.body.errorMessage]).toEqual([400, "Choose two different currencies"]);
    expect((await as(w, "staff")(saveRate, "/api/dmc/saveExchangeRate", { body: { fromCurrency: "EUR", toCurrency: "USD", rate: 1.1 } })).status).toBe(403);
    expect((await as(w, "otherStaff")(getRates, "/api/dmc/getExchangeRates")).body.data.history).toEqual([]);
  });
});
