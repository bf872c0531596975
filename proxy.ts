import { NextResponse, type NextRequest } from "next/server";
import { answerUnroutedApiRequest } from "@/server/http/api-fallback";
import { applySecurityHeaders, buildContentSecurityPolicy } from "@/server/http/security-headers";

/**
 * Maps the request's host for the app: a request id, the normalised host and path for server
 * components, and a per-request CSP nonce. It is never the auth gate: pages and the route wrapper
 * check the session, the site and the permission themselves.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/")) return proxyApi(request);
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const headers = new Headers(request.headers);
  const requestId = headers.get("x-request-id") ?? crypto.randomUUID();
  headers.set("x-request-id", requestId);
  headers.set("x-nonce", nonce);
  headers.set("x-wayfare-path", request.nextUrl.pathname + request.nextUrl.search);
  headers.set("Content-Security-Policy", buildContentSecurityPolicy(nonce));
  // Next decodes a dynamic page's params itself and answers a bare 500 when it cannot: such a path
  // names no page, so it gets the not-found page (404) like any other unknown path.
  const response = isDecodablePath(pathname)
    ? NextResponse.next({ request: { headers } })
    : NextResponse.rewrite(new URL(UNDECODABLE_PATH_TARGET, request.url), { request: { headers } });
  applySecurityHeaders(response.headers, nonce);
  response.headers.set("x-request-id", requestId);
  return response;
}

/** Where a page path that is not valid percent-encoding goes: no route has it, so the app's not-found page answers 404. */
const UNDECODABLE_PATH_TARGET = "/__wayfare/not-found";

/** False for a path with broken percent-encoding ("%E0%A4%A", "%ZZ"), which names no page. */
function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * API requests: an unknown path (404), a method the endpoint does not answer (405 with Allow) or a
 * path that is not valid percent-encoding (400) get the JSON error envelope here; the rest go on to
 * their route with the request id the route will log and echo.
 */
function proxyApi(request: NextRequest) {
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
  const answered = answerUnroutedApiRequest(request.method, request.nextUrl.pathname, requestId);
  if (answered) return answered;
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    "/api",
    "/api/:path*",
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
