import { NextResponse, type NextRequest } from "next/server";
import { applySecurityHeaders, buildContentSecurityPolicy } from "@/server/http/security-headers";

/**
 * Maps the request's host for the app: a request id, the normalised host and path for server
 * components, and a per-request CSP nonce. It is never the auth gate: pages and the route wrapper
 * check the session, the site and the permission themselves.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const headers = new Headers(request.headers);
  const requestId = headers.get("x-request-id") ?? crypto.randomUUID();
  headers.set("x-request-id", requestId);
  headers.set("x-nonce", nonce);
  headers.set("x-wayfare-path", request.nextUrl.pathname + request.nextUrl.search);
  headers.set("Content-Security-Policy", buildContentSecurityPolicy(nonce));
  const response = NextResponse.next({ request: { headers } });
  applySecurityHeaders(response.headers, nonce);
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  matcher: [
    {
      // "api/" with its slash: /api-partner-program is a page (lockable), not the API.
      source: "/((?!api/|_next/static|_next/image|favicon.ico|brand/).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
