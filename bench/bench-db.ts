import { rmSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../scripts/embedded-db";
import { prepareDatabase } from "../scripts/prepare-database";

/**
 * A throwaway embedded PostgreSQL for one benchmark (.data/<name>, wiped first), migrated with the
 * reference data, and the environment the app's modules read (quiet logs, fast password hashing).
 * Import app modules only after this resolves: they read DATABASE_URL when first used.
 */
export async function startBenchDatabase(name: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = path.resolve(".data", name);
  rmSync(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_PG_PORT ?? port), database: "bench", isThrowaway: true, quiet: true });
  process.env.DATABASE_URL = pg.url;
  process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
  process.env.LOG_LEVEL = "silent";
  process.env.BCRYPT_ROUNDS = "4";
  try {
    await prepareDatabase(pg.url, { withDemoData: false });
  } catch (error) {
    await pg.stop();
    throw error;
  }
  return { url: pg.url, stop: pg.stop };
}
