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
});
