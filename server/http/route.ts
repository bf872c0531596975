import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { createSiteDb } from "@/db/client";
import { ApiKeyMessages } from "@/lib/contracts/api-keys";
import type { AuthMode, EndpointDef } from "@/lib/contracts/http";
import { resolveApiKey } from "@/server/api-keys/resolve-api-key";
import type { Principal } from "@/server/auth/principal";
import type { SiteRecord } from "@/server/sites/find-site";
import { resolveDriverAccess, type DriverAccess } from "@/server/dmc-transfers/driver-access";
import { maySeeSourceNames } from "@/server/flights/source-names";
import { scrubSourceNames } from "@/server/flights/scrub-source-names";
import { authorize } from "./authorize";
import type { CookieToSet, RequestContext } from "./context";
import { assertSameOrigin } from "./csrf";
import { toErrorBody, toSuccessBody } from "./envelope";
import { AppError } from "./errors";
import { getClientIp, identifyCaller, resolveRequestSite, type Identity } from "./identify";
import { assertNoNul, parseWithSchema, readJsonBody, readQuery, readRawBody } from "./input";
import { getLogger } from "./logger";
import { applySecurityHeaders } from "./security-headers";

/** `rawBody: true`: the handler gets the request body as text, unparsed, and the headers (webhook signature checks). */
type RouteDef = EndpointDef & { rawBody?: boolean };
export type RawInput = { text: string; headers: Headers };
type Input<D> = D extends { rawBody: true } ? RawInput : D extends { body: infer B extends z.ZodType } ? z.output<B> : D extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
type Ctx<D> = Omit<RequestContext, "principal" | "site"> & {
  principal: D extends { auth: "user" } ? Principal : Principal | null;
  site: D extends { isSiteOptional: true } ? SiteRecord | null : SiteRecord;
  params: Record<string, string>;
  /** The driver the access token opened (auth mode "driver" only). */
  driver: D extends { auth: "driver" } ? DriverAccess : null;
};
type RouteArgs = { params: Promise<Record<string, string | string[]>> };

/** A handler may answer with a raw Response (a file download, a redirect) instead of envelope data. */
export type Handler<D extends RouteDef> = (ctx: Ctx<D>, input: Input<D>) => Promise<unknown> | unknown;

type Started = { requestId: string; startedAt: number; request: NextRequest };

function start(request: NextRequest): Started {
  return { requestId: request.headers.get("x-request-id") ?? randomUUID(), startedAt: performance.now(), request };
}

/** The API key mode (decision 0028): only endpoints that opt in with `apiKey` accept a key. */
async function resolveKeyPrincipal(def: EndpointDef, site: SiteRecord | null, key: string): Promise<Principal> {
  if (!def.apiKey) throw new AppError("UNAUTHORIZED", ApiKeyMessages.notAccepted);
  if (!site) throw new AppError("UNAUTHORIZED", ApiKeyMessages.invalidKey);
  return resolveApiKey(site.id, key);
}

async function buildContext(def: EndpointDef, s: Started, args: RouteArgs) {
  const { request } = s;
  // A driver endpoint accepts the driver's token and nothing else: sessions and keys are not read.
  const identity: Identity = def.auth === "driver" ? { principal: null, tokenSource: null, hadToken: false } : await identifyCaller(request);
  const site = await resolveRequestSite(request, identity.principal);
  if (!site && !def.isSiteOptional) throw new AppError("NOT_FOUND", "No site is configured for this domain");
  assertSameOrigin(request, identity.tokenSource === "cookie");
  if (identity.apiKey && def.auth !== "public") identity.principal = await resolveKeyPrincipal(def, site, identity.apiKey);
  await authorize(def, identity.principal, identity.hadToken);
  const params = Object.fromEntries(Object.entries((await args.params) ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  assertNoNul(params, "params");
  const ctx = {
    requestId: s.requestId,
    site,
    principal: identity.principal,
    db: createSiteDb(site?.id ?? 0),
    ip: getClientIp(request),
    userAgent: request.headers.get("user-agent"),
    log: getLogger().child({ requestId: s.requestId }),
    cookies: [] as CookieToSet[],
    params,
    driver: null as DriverAccess | null,
  };
  return ctx;
}

async function parseInput(def: RouteDef, request: NextRequest): Promise<unknown> {
  const query = readQuery(request.nextUrl);
  assertNoNul(query, "query");
  if (def.rawBody) return { text: await readRawBody(request), headers: request.headers } satisfies RawInput;
  if (def.body) {
    const body = await readJsonBody(request, def.maxBodyBytes);
    assertNoNul(body, "body");
    return parseWithSchema(def.body, body);
  }
  if (def.query) return parseWithSchema(def.query, query);
  return undefined;
}

function respond(result: unknown, cookies: CookieToSet[]): Response {
  const response = result instanceof Response ? result : NextResponse.json(toSuccessBody(result ?? null));
  if (response instanceof NextResponse) {
    for (const c of cookies) response.cookies.set(c.name, c.value, c);
  }
  return response;
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  getLogger().error({ err: error }, "unhandled error");
  return new AppError("INTERNAL_ERROR", "Something went wrong");
}

/** A supplier failure told to a site's customer names no source (decision 0060); staff read it as it is. */
async function forCaller(error: AppError, siteId: number | null, principal: Principal | null): Promise<AppError> {
  if (error.code !== "SUPPLIER_ERROR" || siteId === null || !principal || maySeeSourceNames(principal)) return error;
  const message = await scrubSourceNames(siteId, error.message).catch(() => error.message);
  return message === error.message ? error : new AppError(error.code, message, { shortError: error.shortError, headers: error.headers, data: error.data });
}

function finish(s: Started, original: Response, site: number | null, user: number | null): Response {
  let response = original;
  try {
    response.headers.set("x-request-id", s.requestId);
  } catch {
    // Response.redirect() and fetch responses have immutable headers: copy them.
    response = new Response(original.body, { status: original.status, statusText: original.statusText, headers: new Headers(original.headers) });
    response.headers.set("x-request-id", s.requestId);
  }
  response.headers.set("Cache-Control", response.headers.get("Cache-Control") ?? "no-store");
  applySecurityHeaders(response.headers, null);
  getLogger().info({
    requestId: s.requestId,
    site,
    user,
    method: s.request.method,
    path: s.request.nextUrl.pathname,
    status: response.status,
    ms: Math.round((performance.now() - s.startedAt) * 10) / 10,
  });
  return response;
}

/**
 * The single route wrapper (ARCHITECTURE section 3): resolve the site, authenticate, check the
 * origin and permission, validate input, run the use case, shape the envelope, map errors, log.
 */
export function route<D extends RouteDef>(def: D, handler: Handler<D>) {
  const run = async (request: NextRequest, args: RouteArgs): Promise<Response> => {
    const s = start(request);
    let siteId: number | null = null;
    let userId: number | null = null;
    let principal: Principal | null = null;
    let response: Response;
    try {
      const ctx = await buildContext(def, s, args);
      siteId = ctx.site?.id ?? null;
      userId = ctx.principal?.userId ?? null;
      principal = ctx.principal;
      const input = await parseInput(def, request);
      if (def.auth === "driver") ctx.driver = await resolveDriverAccess(ctx.site!.id, (input as { driverAccessToken: string }).driverAccessToken, ctx.ip);
      const result = await handler(ctx as unknown as Ctx<D>, input as Input<D>);
      response = respond(result, ctx.cookies);
    } catch (error) {
      const appError = await forCaller(toAppError(error), siteId, principal);
      response = NextResponse.json(toErrorBody(appError), { status: appError.status, headers: appError.headers });
    }
    return finish(s, response, siteId, userId);
  };
  return Object.assign(run, { endpoint: def });
}

export type { AuthMode };

/**
 * The wrapper for a handler that must read the raw request itself (next-auth's own endpoints):
 * the same request id, error mapping, security headers and log line, no envelope.
 */
export function rawRoute(def: EndpointDef, handler: (request: NextRequest, args: RouteArgs) => Promise<Response>) {
  const run = async (request: NextRequest, args: RouteArgs): Promise<Response> => {
    const s = start(request);
    let response: Response;
    try {
      response = await handler(request, args);
    } catch (error) {
      const appError = toAppError(error);
      response = NextResponse.json(toErrorBody(appError), { status: appError.status, headers: appError.headers });
    }
    return finish(s, response, null, null);
  };
  return Object.assign(run, { endpoint: def });
}
