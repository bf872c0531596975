import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "@/server/http/openapi";
import { dereference } from "@/server/http/openapi-deref";
import { declaredAnswers, type DeclaredAnswers } from "./answers";
import type { JsonSchema } from "./sample";

type RouteHandler = (request: import("next/server").NextRequest, args: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** One operation of the OpenAPI document, with the route module that serves it. */
export type Operation = {
  id: string;
  method: string;
  path: string;
  auth: "public" | "user" | "driver";
  permission: string | null;
  userTypes: string[] | null;
  superAdminOnly: boolean;
  body: JsonSchema | null;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** Path parameters: `{id}` in the path, and whether the route file catches the rest (`[...x]`). */
  params: { name: string; catchAll: boolean }[];
  routeFile: string;
  handler: RouteHandler;
  /** What the document says it answers (null for the proxy's wrong-method checks). */
  answers: DeclaredAnswers | null;
};

type OpenApiOperation = {
  "x-auth": "public" | "user" | "driver";
  "x-permission": string | null;
  "x-user-types": string[] | null;
  "x-super-admin-only": boolean;
  parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
  operationId: string;
};

const API_DIR = path.join(process.cwd(), "app", "api");

/** `/api/a/{id}` -> app/api/a/[id]/route.ts (or `[...id]` when the folder is a catch-all). */
export function routeFileFor(apiPath: string): { file: string; params: { name: string; catchAll: boolean }[] } {
  const params: { name: string; catchAll: boolean }[] = [];
  let dir = API_DIR;
  for (const seg of apiPath.replace(/^\/api\//, "").split("/")) {
    const m = /^\{(\w+)\}$/.exec(seg);
    if (!m) {
      dir = path.join(dir, seg);
      continue;
    }
    const entries = existsSync(dir) ? readdirSync(dir) : [];
    const catchAll = entries.includes(`[...${m[1]}]`) || entries.includes(`[[...${m[1]}]]`);
    const folder = entries.find((e) => e === `[${m[1]}]` || e === `[...${m[1]}]` || e === `[[...${m[1]}]]`) ?? `[${m[1]}]`;
    params.push({ name: m[1], catchAll });
    dir = path.join(dir, folder);
  }
  return { file: path.join(dir, "route.ts"), params };
}

/** Every operation of the generated document, its route module loaded: no hand-kept list. */
export async function loadOperations(): Promise<Operation[]> {
  const original = buildOpenApiDocument();
  const answers = declaredAnswers(original);
  const doc = dereference(original) as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const out: Operation[] = [];
  for (const [apiPath, methods] of Object.entries(doc.paths)) {
    const { file, params } = routeFileFor(apiPath);
    const mod = (await import(file)) as Record<string, RouteHandler>;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const handler = mod[upper];
      if (!handler) throw new Error(`${file} does not export ${upper} although the OpenAPI document lists it`);
      out.push({
        id: `${upper} ${apiPath}`,
        method: upper,
        path: apiPath,
        auth: op["x-auth"],
        permission: op["x-permission"],
        userTypes: op["x-user-types"],
        superAdminOnly: op["x-super-admin-only"],
        body: op.requestBody?.content["application/json"].schema ?? null,
        query: op.parameters.filter((p) => p.in === "query").map((p) => ({ name: p.name, required: p.required, schema: p.schema })),
        params,
        routeFile: path.relative(process.cwd(), file),
        handler,
        answers: answers.get(op.operationId)!,
      });
    }
  }
  return out;
}

/** The document's methods per path, for the wrong-method checks. */
export function methodsByPath(ops: Operation[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const op of ops) map.set(op.path, [...(map.get(op.path) ?? []), op.method]);
  return map;
}
