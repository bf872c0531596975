import "server-only";
import { listEndpoints } from "./endpoint-catalogue";
import { toErrorBody } from "./envelope";
import { AppError } from "./errors";
import { applySecurityHeaders } from "./security-headers";

/**
 * Path parameters whose route folder catches the rest of the path (`[...name]`); a test checks this
 * against app/api so a new catch-all route cannot be forgotten here.
 */
export const CATCH_ALL_PARAMS = new Set(["nextauth"]);

type ApiRoute = { pattern: RegExp; methods: string[] };
let routes: ApiRoute[] | null = null;

/** The catalogue's paths as patterns, with the methods each answers (HEAD with GET, as Next does). */
export function listApiRoutes(): ApiRoute[] {
  if (routes) return routes;
  const byPath = new Map<string, Set<string>>();
  for (const def of listEndpoints()) byPath.set(def.path, (byPath.get(def.path) ?? new Set()).add(def.method));
  routes = [...byPath].map(([path, methods]) => {
    const source = path
      .split("/")
      .map((seg) => {
        const param = /^\{(\w+)\}$/.exec(seg);
        if (!param) return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        return CATCH_ALL_PARAMS.has(param[1]) ? ".+" : "[^/]+";
      })
      .join("/");
    const all = [...methods];
    if (methods.has("GET")) all.push("HEAD");
    return { pattern: new RegExp(`^${source}/?$`), methods: [...all, "OPTIONS"].sort() };
  });
  return routes;
}

function envelope(error: AppError, requestId: string, extraHeaders: Record<string, string> = {}): Response {
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store", "x-request-id": requestId, ...extraHeaders });
  applySecurityHeaders(headers, null);
  return new Response(JSON.stringify(toErrorBody(error)), { status: error.status, headers });
}

/**
 * What the app router would answer without a body (a missing method: bodiless 405) or with the HTML
 * not-found page (an unknown path), answered instead as the JSON error envelope: 404 for a path no
 * endpoint serves, 405 with `Allow` for a method it does not answer, 400 for a path that is not valid
 * percent-encoding, 204 with `Allow` for OPTIONS. Null: the request goes on to its route.
 */
export function answerUnroutedApiRequest(method: string, pathname: string, requestId: string = crypto.randomUUID()): Response | null {
  try {
    pathname.split("/").forEach((seg) => decodeURIComponent(seg));
  } catch {
    return envelope(new AppError("BAD_REQUEST", "The path is not valid percent-encoding"), requestId);
  }
  const match = listApiRoutes().find((r) => r.pattern.test(pathname));
  if (!match) return envelope(new AppError("NOT_FOUND", "No API endpoint at this path"), requestId);
  const allow = match.methods.join(", ");
  if (method === "OPTIONS") {
    const headers = new Headers({ Allow: allow, "x-request-id": requestId, "cache-control": "no-store" });
    applySecurityHeaders(headers, null);
    return new Response(null, { status: 204, headers });
  }
  if (!match.methods.includes(method)) return envelope(new AppError("METHOD_NOT_ALLOWED", `${method} is not allowed here; use ${allow}`), requestId, { Allow: allow });
  return null;
}
