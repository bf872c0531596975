import { closeDb } from "@/db/client";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { POST as userGroupByUser } from "@/app/api/rbac/getUserGroupByUserId/route";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

describe("the route wrapper", () => {
  it("answers malformed JSON with 400 and the envelope", async () => {
    const site = await createTestSite();
    const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, errorCode: "BAD_REQUEST", errorMessage: "The request body is not valid JSON", message: "The request body is not valid JSON" });
  });

  it("answers wrong types with 400 and shortError per field", async () => {
    const site = await createTestSite();
    const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: 42, password: ["x"] } });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("VALIDATION_ERROR");
    expect(Object.keys(res.body.shortError).sort()).toEqual(["email", "password"]);
  });

  it("answers unknown fields with 400 naming the field", async () => {
    const site = await createTestSite();
    const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: "a@b.test", password: "x", isAdmin: true } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ isAdmin: "Unknown field" });
  });

  it("answers a JSON array or null body with 400, never 500", async () => {
    const site = await createTestSite();
    for (const rawBody of ["[]", "null", "123", '"text"']) {
      const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, rawBody });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("answers a body over the limit with 413", async () => {
    const site = await createTestSite();
    const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, rawBody: JSON.stringify({ email: "a".repeat(2_000_000), password: "x" }) });
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers 404 for a host that names no site", async () => {
    const res = await call(loginRoute, "/api/wl/user/login", { host: "unknown.example", body: { email: "a@b.test", password: "x" } });
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe("No site is configured for this domain");
  });

  it("answers 403 when site-id disagrees with the signed-in user's site", async () => {
    const a = await createTestSite({ canShowPermissionMenu: true });
    const b = await createTestSite();
    const staff = await createTestUser(a.id, { userType: "staff" });
    const token = await logInAs(a.domain, staff.email!);
    const res = await call(userGroupByUser, "/api/rbac/getUserGroupByUserId", { host: a.domain, body: { userId: staff.id }, token, headers: { "site-id": String(b.id) } });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe("FORBIDDEN");
    const same = await call(userGroupByUser, "/api/rbac/getUserGroupByUserId", { host: a.domain, body: { userId: staff.id }, token, headers: { "site-id": String(a.id) } });
    expect(same.status).toBe(200);
  });

  it("uses the site-id header to pick the site for an anonymous caller", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const res = await call(loginRoute, "/api/wl/user/login", { host: "api.unrelated.example", headers: { "site-id": String(site.id) }, body: { email: user.email, password: "Secret#12345" } });
    expect(res.status).toBe(200);
  });

  it("sets security headers and a request id on every API response", async () => {
    const site = await createTestSite();
    const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, rawBody: "{" });
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
  });

  it("publishes an OpenAPI document listing endpoints with their auth and permission", async () => {
    const res = await call(openApiRoute, "/api/openapi.json", { host: "anything.example" });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.0.3");
    const login = res.body.paths["/api/wl/user/login"].post;
    expect(login["x-auth"]).toBe("public");
    // The body is a named component schema (decision 0059).
    const ref = login.requestBody.content["application/json"].schema.$ref as string;
    expect(ref).toMatch(/^#\/components\/schemas\/\w+$/);
    expect(res.body.components.schemas[ref.split("/").pop()!].required).toEqual(["email", "password"]);
    expect(res.body.paths["/api/rbac/getRBACUserGroupList"].get["x-permission"]).toBe("rbac.groups.view");
  });
});
