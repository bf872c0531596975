import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = ["app", "components", "lib", "server", "db/schema", "public", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.ts", "postcss.config.mjs", "package-lock.json", "tsconfig.json"];
const STAMP = path.join(".next", "wayfare-build-stamp");

function walk(entry: string, out: string[]): void {
  if (!existsSync(entry)) return;
  const st = statSync(entry);
  if (st.isDirectory()) for (const child of readdirSync(entry).sort()) walk(path.join(entry, child), out);
  else out.push(`${entry}:${st.size}:${st.mtimeMs}`);
}

/** A fingerprint of everything the production build depends on. */
export function computeSourceStamp(): string {
  const lines: string[] = [];
  for (const input of INPUTS) walk(input, lines);
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

export function isBuildCurrent(): boolean {
  return existsSync(path.join(".next", "BUILD_ID")) && existsSync(path.join(".next", "standalone", "server.js")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === computeSourceStamp();
}

export function writeBuildStamp(): void {
  writeFileSync(STAMP, computeSourceStamp());
}
