import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { buildOpenApiDocument } from "@/server/http/openapi";

/*
 * /api/openapi.json through Redocly's own linter (@redocly/cli, its recommended rules from
 * redocly.yaml, none turned off): what a partner's tooling reports must be nothing at all.
 */
jest.setTimeout(120_000);

type Problem = { ruleId: string; severity: "error" | "warn"; message: string; location: { pointer: string }[] };

it("@redocly/cli lint with the recommended rules reports 0 errors and 0 warnings", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "wayfare-openapi-"));
  try {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(buildOpenApiDocument()));
    const bin = path.join(process.cwd(), "node_modules", ".bin", "redocly");
    // lint exits 1 on errors; the JSON report on stdout is read either way.
    const run = await promisify(execFile)(bin, ["lint", file, "--config", path.join(process.cwd(), "redocly.yaml"), "--format=json", "--max-problems=100000"], { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
    const lines = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(lines.slice(0, 40)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
