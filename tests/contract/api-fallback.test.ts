import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { CATCH_ALL_PARAMS } from "@/server/http/api-fallback";

const send = async (method: string, url: string) => {
  const res = (await proxy(new NextRequest(`http://localhost${url}`, { method }))) as Response;
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { res, body: body as Record<string, unknown> };
};

const envelopeOf = (body: Record<string, unknown>) => ({ success: body.success, errorCode: body.errorCode, hasMessage: typeof body.message === "string" && typeof body.errorMessage === "string" });

/** proxy.ts answers what no route would answer as JSON: unknown API paths, wrong methods, broken encoding. */
describe("API requests no route answers", () => {
  it("answers an unknown path under /api with a 404 envelope, request id and security headers", async () => {
    for (const url of ["/api", "/api/", "/api/nothing", "/api/getAirports/extra", "/api/wl/user", "/api/activity/markup/deleteActivityMarkup/1/2"]) {
      const { res, body } = await send("GET", url);
      expect({ url, status: res.status, ...envelopeOf(body) }).toEqual({ url, status: 404, success: false, errorCode: "NOT_FOUND", hasMessage: true });
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-type")).toContain("application/json");
    }
  });

  it("answers a method the endpoint does not serve with 405, Allow and the envelope", async () => {
    const { res, body } = await send("DELETE", "/api/wl/user/login");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
    expect(envelopeOf(body)).toEqual({ success: false, errorCode: "METHOD_NOT_ALLOWED", hasMessage: true });
    const get = await send("POST", "/api/health");
    expect(get.res.status).toBe(405);
    expect(get.res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const both = await send("PUT", "/api/markupDiscount/defaultAirlineMarkup");
    expect(both.res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  });

  it("answers OPTIONS with 204 and Allow, and broken percent-encoding with a 400 envelope", async () => {
    const { res } = await send("OPTIONS", "/api/getAirports");
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
    const broken = await send("POST", "/api/activity/markup/deleteActivityMarkup/%E0%A4%A");
    expect(broken.res.status).toBe(400);
    expect(envelopeOf(broken.body)).toEqual({ success: false, errorCode: "BAD_REQUEST", hasMessage: true });
  });

  it("lets a served method through to its route with a request id, and leaves pages alone", async () => {
    const { res } = await send("POST", "/api/wl/user/login");
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get("x-middleware-request-x-request-id")).toBeTruthy();
    expect((await send("POST", "/api/activity/markup/deleteActivityMarkup/12")).res.headers.get("x-middleware-next")).toBe("1");
    expect((await send("GET", "/api/auth/callback/credentials")).res.headers.get("x-middleware-next")).toBe("1");
    const page = await send("GET", "/login");
    expect(page.res.headers.get("x-middleware-next")).toBe("1");
    expect(page.res.headers.get("content-security-policy")).toContain("nonce-");
  });

  it("knows every catch-all route folder under app/api", () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (!statSync(full).isDirectory()) continue;
        const m = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(name);
        if (m) found.push(m[1]);
        walk(full);
      }
    };
    walk(path.join(process.cwd(), "app", "api"));
    expect(found.sort()).toEqual([...CATCH_ALL_PARAMS].sort());
  });
});
