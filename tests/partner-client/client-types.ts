import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { buildOpenApiDocument } from "@/server/http/openapi";

/** Where the generated partner client types are committed (tests/partner-client/partner-flow.int.test.ts uses them). */
export const CLIENT_TYPES_FILE = path.join("tests", "partner-client", "wayfare-api.d.ts");

/**
 * The TypeScript types openapi-typescript (its CLI, as a partner runs it) generates from the
 * document: what `createClient<paths>()` of openapi-fetch is typed with. `npm run docs:api` writes
 * them to CLIENT_TYPES_FILE; a test fails while the committed file is out of date.
 */
export async function generateClientTypes(doc: ReturnType<typeof buildOpenApiDocument>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "wayfare-client-"));
  try {
    const input = path.join(dir, "openapi.json");
    const output = path.join(dir, "wayfare-api.d.ts");
    writeFileSync(input, JSON.stringify(doc));
    await promisify(execFile)(path.join(process.cwd(), "node_modules", ".bin", "openapi-typescript"), [input, "-o", output], { maxBuffer: 64 * 1024 * 1024 });
    return readFileSync(output, "utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
