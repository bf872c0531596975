import "server-only";
import { z } from "zod";
import type { EndpointDef } from "@/lib/contracts/http";
import { AUTH_HEADER, SITE_ID_HEADER } from "@/lib/constants";
import { listEndpoints } from "./endpoint-catalogue";
import { ERROR_STATUS } from "./errors";

const toSchema = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });

const errorEnvelope = {
  type: "object",
  required: ["success", "errorCode", "errorMessage", "message"],
  properties: {
    success: { type: "boolean", enum: [false] },
    errorCode: { type: "string", enum: Object.keys(ERROR_STATUS) },
    errorMessage: { type: "string" },
    message: { type: "string" },
    shortError: { type: "object", additionalProperties: { type: "string" } },
  },
};

function toOperation(def: EndpointDef) {
  const errors: Record<string, unknown> = {};
  const statuses = new Set([400, 404, 429, 500]);
  if (def.auth === "user") [401, 403].forEach((s) => statuses.add(s));
  if (def.auth === "driver") statuses.add(401);
  for (const s of [...statuses].sort()) errors[String(s)] = { description: "Error envelope", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } };
  const data = def.response ? toSchema(def.response, "output") : {};
  const queryShape = def.query instanceof z.ZodObject ? (def.query.shape as Record<string, z.ZodType>) : {};
  const paramShape = def.params instanceof z.ZodObject ? (def.params.shape as Record<string, z.ZodType>) : {};
  const pathParams = [...def.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: paramShape[name] ? toSchema(paramShape[name], "input") : { type: "string" },
  }));
  return {
    summary: def.summary,
    tags: [def.tag],
    security: def.auth === "user" ? [{ authToken: [] }, { sessionCookie: [] }] : [],
    "x-auth": def.auth,
    "x-permission": def.permission ?? null,
    "x-user-types": def.userTypes ?? null,
    "x-super-admin-only": def.superAdminOnly ?? false,
    "x-api-key": def.apiKey ?? null,
    parameters: [
      ...pathParams,
      { name: SITE_ID_HEADER, in: "header", required: false, schema: { type: "integer" }, description: "The site, when the Host does not name it" },
      ...Object.entries(queryShape).map(([name, schema]) => ({ name, in: "query", required: !schema.safeParse(undefined).success, schema: toSchema(schema, "input") })),
    ],
    ...(def.body ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(def.body, "input") } } } } : {}),
    responses: {
      "200": {
        description: "Success envelope",
        content: { "application/json": { schema: { type: "object", required: ["success", "data"], properties: { success: { type: "boolean", enum: [true] }, data } } } },
      },
      ...errors,
    },
  };
}

/** The OpenAPI 3 document, generated from the same zod contracts the handlers use. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of listEndpoints()) {
    paths[def.path] ??= {};
    paths[def.path][def.method.toLowerCase()] = toOperation(def);
  }
  return {
    openapi: "3.0.3",
    info: { title: "Wayfare API", version: "1.0.0", description: "White-label travel platform API. Every answer is an envelope: { success, data } or { success: false, errorCode, errorMessage, message, shortError? }." },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: {
        authToken: { type: "apiKey", in: "header", name: AUTH_HEADER },
        sessionCookie: { type: "apiKey", in: "cookie", name: "wayfare.session-token" },
      },
      schemas: { ErrorEnvelope: errorEnvelope },
    },
  };
}
