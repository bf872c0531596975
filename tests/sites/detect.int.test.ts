import { closeDb } from "@/db/client";
import { POST as detectRoute } from "@/app/api/whitelabel/detetct/route";
import { call } from "../helpers/http";
import { createTestSite } from "../helpers/fixtures";

afterAll(() => closeDb());

describe("POST /api/whitelabel/detetct", () => {
  it("returns the branding of the site serving the domain", async () => {
    const site = await createTestSite({ companyName: "Blue Skies", logoUrl: "/brand/blue.svg", adminEmail: "ops@blue.test", adminContact: "+91 1", canShowPermissionMenu: true });
    const res = await call(detectRoute, "/api/whitelabel/detetct", { host: "whatever.example", body: { domain: site.domain.toUpperCase() + ":8443" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      siteId: site.id,
      companyName: "Blue Skies",
      logoUrl: "/brand/blue.svg",
      adminEmail: "ops@blue.test",
      adminContact: "+91 1",
      metadata: { canShowPermissionMenu: true, isLockMode: false, currency: "INR" },
    });
  });

  it("answers a clear 404 for an unknown domain", async () => {
    const res = await call(detectRoute, "/api/whitelabel/detetct", { body: { domain: "nobody-here.example" } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: "NOT_FOUND", errorMessage: "No site is configured for the domain nobody-here.example" });
  });

  it("requires the domain", async () => {
    const res = await call(detectRoute, "/api/whitelabel/detetct", { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ domain: "This is required field." });
  });
});
