import { closeDb } from "@/db/client";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { POST as detectRoute } from "@/app/api/whitelabel/detetct/route";
import { GET as countriesRoute } from "@/app/api/getCountryList/route";
import { POST as bookingDetailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as deleteActivityRoute } from "@/app/api/activity/markup/deleteActivityMarkup/[id]/route";
import { GET as dbCitiesRoute } from "@/app/api/master/dbCities/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const NUL = "Must not contain the character U+0000";

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
});
