import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

/**
 * `npm test`: typecheck, lint, jest (unit + integration on a real PostgreSQL) and Playwright e2e
 * against the built app in Chromium. Prints a last line `tests: N passed, N failed[, N skipped]`.
 */
type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const only = process.argv.slice(2);
const wants = (stage: string) => only.length === 0 || only.includes(stage);

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const res = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return res.status === 0;
}

function check(label: string, ok: boolean): void {
  if (ok) total.passed += 1;
  else total.failed += 1;
  console.log(`=== ${label}: ${ok ? "passed" : "FAILED"}`);
}

function readJson(path: string): { [key: string]: any } | null { // eslint-disable-line @typescript-eslint/no-explicit-any -- jest and Playwright report shapes
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

mkdirSync("test-results", { recursive: true });

if (wants("typecheck")) check("typecheck", run("typecheck", "npx", ["next", "typegen"]) && run("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]));
if (wants("lint")) check("lint", run("lint", "npx", ["eslint", ".", "--max-warnings=0"]));

if (wants("jest")) {
  rmSync("test-results/jest-results.json", { force: true });
  const ok = run("jest", "npx", ["jest", "--json", "--outputFile=test-results/jest-results.json"]);
  const r = readJson("test-results/jest-results.json");
  if (r) {
    total.passed += r.numPassedTests;
    total.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    total.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (!ok && r.numFailedTests === 0 && (r.numRuntimeErrorTestSuites ?? 0) === 0) total.failed += 1;
  } else total.failed += 1;
}

if (wants("e2e")) {
  const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  rmSync("test-results/e2e-results.json", { force: true });
  const ok = run("e2e", "npx", ["playwright", "test"]);
  const r = readJson("test-results/e2e-results.json");
  if (r?.stats) {
    total.passed += r.stats.expected + (r.stats.flaky ?? 0);
    total.failed += r.stats.unexpected;
    total.skipped += r.stats.skipped;
    if (!ok && r.stats.unexpected === 0) total.failed += 1;
  } else total.failed += 1;
}

const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : "";
console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed > 0 ? 1 : 0);
