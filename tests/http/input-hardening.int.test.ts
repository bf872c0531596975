import { closeDb } from "@/db/client";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { POST as detectRoute } from "@/app/api/whitelabel/detetct/route";
import { GET as countriesRoute } from "@/app/api/getCountryList/route";
import { POST as bookingDetailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as deleteActivityRoute } from "@/app/api/activity/markup/deleteActivityMarkup/[id]/route";
import { GET as dbCitiesRoute } from "@/app/api/master/dbCities/route";
import { POST as billingRoute } from "@/app/api/user/updateBillingDetails/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const NUL = "Must not contain the character U+0000";
const SURROGATE = "Must not contain an unpaired surrogate (U+D800 to U+DFFF)";

/** Issue 10: U+0000, ids past their integer column and a bad site-id header are 400s, never a database error. */
describe("input the database cannot take", () => {
  it("refuses U+0000 in a body with 400 naming the field (login, whitelabel/detetct)", async () => {
    const site = await createTestSite();
    const login = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: "a\u0000b@x.test", password: "x" } });
    expect(login.status).toBe(400);
    expect(login.body.shortError).toEqual({ email: NUL });
    const detect = await call(detectRoute, "/api/whitelabel/detetct", { host: site.domain, body: { domain: "a\u0000.test" } });
    expect(detect.status).toBe(400);
    expect(detect.body.errorCode).toBe("VALIDATION_ERROR");
  });

  it("refuses U+0000 in a query string and in a path parameter", async () => {
    const site = await createTestSite();
    const cities = await call(dbCitiesRoute, "/api/master/dbCities?city=%00", { host: site.domain });
    expect(cities.status).toBe(400);
    expect(cities.body.shortError).toEqual({ city: NUL });
    const staff = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
    const token = await logInAs(site.domain, staff.email!);
    const del = await call(deleteActivityRoute, "/api/activity/markup/deleteActivityMarkup/1", { host: site.domain, token, method: "POST", params: { id: "1\u0000" } });
    expect(del.status).toBe(400);
  });

  it("answers a site-id header past the integer column, or not in decimal digits, with 400", async () => {
    for (const siteId of ["2147483648", "99999999999999999999", "0x10", "1e3", "-1", "1.5"]) {
      const res = await call(countriesRoute, "/api/getCountryList", { host: "nothing.example", headers: { "site-id": siteId } });
      expect({ siteId, status: res.status, code: res.body.errorCode }).toEqual({ siteId, status: 400, code: "BAD_REQUEST" });
    }
  });

  it("answers an id past its integer column with 400, and the column's largest id with 404", async () => {
    const site = await createTestSite();
    const agent = await createTestUser(site.id);
    const token = await logInAs(site.domain, agent.email!);
    const big = await call(bookingDetailsRoute, "/api/getBookingDetails", { host: site.domain, token, body: { bookingId: 2 ** 31 } });
    expect(big.status).toBe(400);
    expect(big.body.shortError).toEqual({ bookingId: "Must be at most 2147483647" });
    const max = await call(bookingDetailsRoute, "/api/getBookingDetails", { host: site.domain, token, body: { bookingId: 2 ** 31 - 1 } });
    expect(max.status).toBe(404);
  });

  // Issue 24: a lone surrogate is valid JSON ("\ud800") but PostgreSQL refuses it in a jsonb column.
  it("refuses an unpaired surrogate in a body with 400 naming the field (updateBillingDetails, login)", async () => {
    const site = await createTestSite();
    const agent = await createTestUser(site.id);
    const token = await logInAs(site.domain, agent.email!);
    // The JSON escapes, as text: a lone surrogate cannot travel as UTF-8 bytes, only escaped.
    for (const lone of ["\\ud800", "\\udc00", "a\\udbffb"]) {
      const rawBody = `{"billingName":"Acme ${lone}","gstNumber":"","gstState":"","panNumber":""}`;
      const res = await call(billingRoute, "/api/user/updateBillingDetails", { host: site.domain, token, rawBody });
      expect({ lone, status: res.status, shortError: res.body.shortError }).toEqual({ lone, status: 400, shortError: { billingName: SURROGATE } });
    }
    const login = await call(loginRoute, "/api/wl/user/login", { host: site.domain, rawBody: '{"email":"a\\udc00@x.test","password":"x"}' });
    expect(login.status).toBe(400);
    expect(login.body.shortError).toEqual({ email: SURROGATE });
    // A well-formed pair (an emoji) is still text anyone may send.
    const pair = await call(billingRoute, "/api/user/updateBillingDetails", { host: site.domain, token, rawBody: '{"billingName":"Acme \\ud83d\\ude00","gstNumber":"","gstState":"","panNumber":""}' });
    expect(pair.status).toBe(200);
    expect(pair.body.data.billingName).toBe("Acme \u{1F600}");
  });

  it("refuses an unpaired surrogate in a key, a query value and a path parameter", async () => {
    const site = await createTestSite();
    const key = await call(loginRoute, "/api/wl/user/login", { host: site.domain, rawBody: '{"email":"a@x.test","password":"x","\\ud800":1}' });
    expect(key.status).toBe(400);
    expect(key.body.errorCode).toBe("VALIDATION_ERROR");
    // Over HTTP a query is percent-decoded as UTF-8, so an encoded surrogate arrives as U+FFFD: never a 500.
    const cities = await call(dbCitiesRoute, "/api/master/dbCities?city=%ED%A0%80", { host: site.domain });
    expect(cities.status).toBeLessThan(500);
    const staff = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
    const token = await logInAs(site.domain, staff.email!);
    for (const lone of ["\ud800", "\udc00"]) {
      const del = await call(deleteActivityRoute, "/api/activity/markup/deleteActivityMarkup/1", { host: site.domain, token, method: "POST", params: { id: `1${lone}` } });
      expect({ status: del.status, shortError: del.body.shortError }).toEqual({ status: 400, shortError: { id: SURROGATE } });
    }
  });
});
