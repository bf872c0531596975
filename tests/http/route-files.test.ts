import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** ARCHITECTURE section 3: every app/api/**\/route.ts handler is built with the one wrapper. */
function findRouteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findRouteFiles(full);
    return /^route\.(ts|tsx|js)$/.test(name) ? [full] : [];
  });
}

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

describe("route files", () => {
  const files = findRouteFiles(path.join(process.cwd(), "app", "api"));

  it("exist", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [path.relative(process.cwd(), f)]))("%s exports only handlers built by route()", (file) => {
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(/from "@\/server\/http\/route"/);
    const exported = [...source.matchAll(/export\s+(?:async\s+)?(?:const|function|let|var)\s+(\w+)/g)].map((m) => m[1]);
    const handlers = exported.filter((name) => HTTP_METHODS.includes(name));
    expect(handlers.length).toBeGreaterThan(0);
    for (const name of handlers) {
      expect(source).toMatch(new RegExp(`export const ${name} = (route|rawRoute)\\(`));
    }
    expect(source).not.toMatch(/export\s+(async\s+)?function\s+(GET|POST|PUT|PATCH|DELETE)/);
    expect(source).not.toMatch(/export\s*\{/);
    expect(source).not.toMatch(/@\/db\//);
  });
});
