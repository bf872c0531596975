import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedDb } from "./embedded-db";
import { prepareDatabase } from "./prepare-database";

export const DATA_DIR = path.resolve(process.env.WAYFARE_DATA_DIR ?? ".data");

/** A stable secret for the embedded setup, kept in .data/ (production sets NEXTAUTH_SECRET). */
function ensureLocalSecret(): string {
  const file = path.join(DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Gives the app a database: DATABASE_URL when set, else an embedded PostgreSQL in .data/pg with
 * the demo data. Returns the environment for the Next.js process and a stop function.
 */
export async function prepareRuntime(): Promise<{ env: NodeJS.ProcessEnv; embedded: EmbeddedDb | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  let embedded: EmbeddedDb | null = null;
  if (!env.DATABASE_URL) {
    const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
    console.log(`[wayfare] starting embedded PostgreSQL (data in ${path.join(DATA_DIR, "pg")}, port ${port})`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "pg"), port, database: "wayfare", quiet: true });
    env.DATABASE_URL = embedded.url;
    env.SEED_DEMO ??= "true";
    env.NEXTAUTH_SECRET ??= ensureLocalSecret();
    env.COOKIE_SECURE ??= "false";
  }
  if (!env.NEXTAUTH_SECRET) throw new Error("Set NEXTAUTH_SECRET (see .env.example)");
  env.AUTH_TRUST_HOST ??= "true";
  env.NEXTAUTH_URL ??= `http://localhost:${env.PORT ?? 3000}`;
  // The seeds seal demo gateway secrets with the same key material the app will decrypt them with.
  process.env.NEXTAUTH_SECRET ??= env.NEXTAUTH_SECRET;
  try {
    await prepareDatabase(env.DATABASE_URL, { withDemoData: env.SEED_DEMO === "true" });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  console.log(`[wayfare] database ready${env.SEED_DEMO === "true" ? " (demo data seeded)" : ""}`);
  return { env, embedded };
}
