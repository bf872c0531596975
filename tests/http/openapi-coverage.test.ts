import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "@/server/http/openapi";

function findRouteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findRouteFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** Every route file's path and methods appear in /api/openapi.json. */
describe("OpenAPI coverage", () => {
  const doc = buildOpenApiDocument();
  const apiDir = path.join(process.cwd(), "app", "api");
  const files = findRouteFiles(apiDir);

  it.each(files.map((f) => [path.relative(apiDir, path.dirname(f))]))("/api/%s is documented", (dir) => {
    const file = path.join(apiDir, dir, "route.ts");
    const source = readFileSync(file, "utf8");
    const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) =/g)].map((m) => m[1].toLowerCase());
    const openApiPath = "/api/" + dir.split(path.sep).map((seg) => seg.replace(/^\[(?:\.\.\.)?(\w+)\]$/, "{$1}")).join("/");
    expect(doc.paths[openApiPath]).toBeDefined();
    for (const m of methods) expect(doc.paths[openApiPath][m]).toBeDefined();
  });

  it("declares every {parameter} of a path as a required path parameter, typed where the contract says", () => {
    const missing: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(ops as Record<string, { parameters: { name: string; in: string; required: boolean }[] }>)) {
        for (const name of names) if (!op.parameters.some((q) => q.in === "path" && q.name === name && q.required)) missing.push(`${method} ${p} ${name}`);
      }
    }
    expect(missing).toEqual([]);
    const files = doc.paths["/api/files/{fileId}"].get as { parameters: { name: string; schema: { format?: string } }[] };
    expect(files.parameters.find((q) => q.name === "fileId")?.schema.format).toBe("uuid");
  });
});
