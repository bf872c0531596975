import "server-only";
import { z } from "zod";
import type { EndpointDef } from "@/lib/contracts/http";
import { AUTH_HEADER, SITE_ID_HEADER, USER_KEY_HEADER } from "@/lib/constants";
import { SESSION_COOKIE } from "@/server/auth/config";
import { listEndpoints } from "./endpoint-catalogue";
import { SchemaComponents, type Json } from "./openapi-components";
import { operationIdOf } from "./openapi-operation-ids";
import { downloadResponse, ERROR_ENVELOPE, errorResponseComponents, errorResponseRef, errorStatusesOf } from "./openapi-responses";
import { OPENAPI_TAGS } from "./openapi-tags";

/*
 * The OpenAPI 3 document (/api/openapi.json, docs/api.md, the API reference page), generated from the
 * same zod contracts the handlers use (decision 0059): a stable operationId per operation, security
 * schemes applied per operation, named component schemas, the files an endpoint sends with their
 * media types, and every error status with the error envelope. `@redocly/cli lint` with the
 * recommended rules finds nothing in it (tests/http/openapi-lint.test.ts).
 */

const SECURITY_SCHEMES = {
  userKey: { type: "apiKey", in: "header", name: USER_KEY_HEADER, description: "A partner API key (wf_live_... or wf_test_..., decision 0028), with the site-id header unless the host names the site. Accepted only by operations that list it." },
  authToken: { type: "apiKey", in: "header", name: AUTH_HEADER, description: "The session token POST /api/wl/user/login answers as authToken (an API key starting wf_ is accepted here too)." },
  sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The browser's session cookie; a mutation must come from a page of the same site (Origin)." },
};

/** Who may call: a session (header or cookie), plus a partner key where the endpoint takes keys; public and driver endpoints need neither. */
function securityOf(def: EndpointDef) {
  if (def.auth !== "user") return [];
  return [...(def.apiKey ? [{ userKey: [] }] : []), { authToken: [] }, { sessionCookie: [] }];
}

/** A short summary (the first sentence) and the whole text as the description. */
function summaryOf(text: string): string {
  const cut = text.search(/\.(\s|$)/);
  const head = (cut > 0 ? text.slice(0, cut) : text).trim();
  return head.length > 120 ? `${head.slice(0, 117)}...` : head;
}

function describe(def: EndpointDef): string {
  const who =
    def.auth === "driver"
      ? "Authenticated by the driver's access token in the body (driverAccessToken); sessions and API keys are not read."
      : def.auth === "public"
        ? "Public: no session or key needed."
        : def.apiKey === "write"
          ? "A signed-in user, or a live read-write partner API key."
          : def.apiKey === "read"
            ? "A signed-in user, or any active partner API key."
            : "A signed-in user; API keys are refused (401).";
  const perm = def.permission ? ` Permission \`${def.permission}\`.` : "";
  return `${def.summary}\n\n${who}${perm}`;
}

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);

function toOperation(def: EndpointDef, operationId: string, components: SchemaComponents, usedErrors: Set<number>) {
  const queryShape = def.query instanceof z.ZodObject ? (def.query.shape as Record<string, z.ZodType>) : {};
  const paramShape = def.params instanceof z.ZodObject ? (def.params.shape as Record<string, z.ZodType>) : {};
  const pathParams = [...def.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: paramShape[name] ? components.convert(paramShape[name], "input") : { type: "string" },
  }));
  const statuses = errorStatusesOf(def);
  statuses.forEach((s) => usedErrors.add(s));
  const ok: Json = def.download
    ? downloadResponse(def.download, def.download.every((t) => t === "application/json" || t === "text/html") ? "The document itself (not the envelope)" : "The file")
    : {
        description: "Success envelope",
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["success", "data"],
              properties: { success: { type: "boolean", enum: [true] }, data: def.response ? components.root(`${pascal(operationId)}Response`, def.response, "output") : { description: "Not described by the contract." } },
            },
          },
        },
      };
  return {
    operationId,
    summary: summaryOf(def.summary),
    description: describe(def),
    tags: [def.tag],
    security: securityOf(def),
    "x-auth": def.auth,
    "x-permission": def.permission ?? null,
    "x-user-types": def.userTypes ?? null,
    "x-super-admin-only": def.superAdminOnly ?? false,
    "x-api-key": def.apiKey ?? null,
    parameters: [
      ...pathParams,
      { name: SITE_ID_HEADER, in: "header", required: false, schema: { type: "integer", minimum: 1 }, description: "The site, when the Host does not name it" },
      ...Object.entries(queryShape).map(([name, schema]) => ({ name, in: "query", required: !schema.safeParse(undefined).success, schema: components.convert(schema, "input") })),
    ],
    ...(def.body ? { requestBody: { required: true, content: { "application/json": { schema: components.root(`${pascal(operationId)}Request`, def.body, "input") } } } } : {}),
    responses: {
      "200": ok,
      ...(def.redirects ? { "302": { description: "A redirect (Location)", headers: { Location: { description: "Where to go", schema: { type: "string" } } } } } : {}),
      ...Object.fromEntries(statuses.map((s) => [String(s), errorResponseRef(s)])),
    },
  };
}

/** The OpenAPI 3 document, generated from the same zod contracts the handlers use (once per process: it cannot change while it runs). Read it, do not change it. */
export function buildOpenApiDocument(): ReturnType<typeof build> {
  built ??= build();
  return built;
}
let built: ReturnType<typeof build> | null = null;

function build() {
  const components = new SchemaComponents();
  const usedErrors = new Set<number>();
  const endpoints = listEndpoints();
  const methodsOf = new Map<string, string[]>();
  for (const def of endpoints) methodsOf.set(def.path, [...(methodsOf.get(def.path) ?? []), def.method]);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of endpoints) {
    paths[def.path] ??= {};
    paths[def.path][def.method.toLowerCase()] = toOperation(def, operationIdOf(def, methodsOf.get(def.path)!), components, usedErrors);
  }
  const { schemas, resolve } = components.finish();
  return {
    openapi: "3.0.3",
    info: {
      title: "Wayfare API",
      version: "1.0.0",
      description: "White-label travel platform API. Every answer is an envelope: { success, data } or { success: false, errorCode, errorMessage, message, shortError? }. Amounts are in major units (rupees, not paise) with two decimals, as in the webhooks (docs/webhooks.md).",
      license: { name: "Wayfare API partner terms", url: "/api-partner-program" },
    },
    servers: [{ url: "/" }],
    tags: OPENAPI_TAGS.filter((t) => endpoints.some((d) => d.tag === t.name)),
    paths: resolve(paths),
    components: {
      securitySchemes: SECURITY_SCHEMES,
      responses: errorResponseComponents(usedErrors),
      schemas: { ErrorEnvelope: ERROR_ENVELOPE, ...schemas },
    },
  };
}
