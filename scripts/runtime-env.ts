import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
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
 * The VAPID key pair that signs push messages (docs/decisions/0025-push-notifications.md): made on
 * the first start of the embedded setup and kept in .data/vapid-keys.json (production sets
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; a key that changed would orphan every browser's subscription).
 */
function ensureLocalVapidKeys(): { publicKey: string; privateKey: string } {
  const file = path.join(DATA_DIR, "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  mkdirSync(DATA_DIR, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * Gives the app a database: DATABASE_URL when set, else an embedded PostgreSQL in .data/pg with
 * the demo data. Returns the environment for the Next.js process and a stop function.
 */
export async function prepareRuntime(): Promise<{ env: NodeJS.ProcessEnv; embedded: EmbeddedDb | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The standalone server runs from .next/standalone, where a relative data folder would resolve
  // elsewhere: hand it absolute paths, so the app and the seeds (run here) share one uploads folder.
  env.WAYFARE_DATA_DIR = process.env.WAYFARE_DATA_DIR = DATA_DIR;
  if (env.WAYFARE_UPLOADS_DIR) env.WAYFARE_UPLOADS_DIR = process.env.WAYFARE_UPLOADS_DIR = path.resolve(env.WAYFARE_UPLOADS_DIR);
  let embedded: EmbeddedDb | null = null;
  if (!env.DATABASE_URL) {
    const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
    console.log(`[wayfare] starting embedded PostgreSQL (data in ${path.join(DATA_DIR, "pg")}, port ${port})`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "pg"), port, database: "wayfare", quiet: true });
    env.DATABASE_URL = embedded.url;
    env.SEED_DEMO ??= "true";
    env.NEXTAUTH_SECRET ??= ensureLocalSecret();
    env.COOKIE_SECURE ??= "false";
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
      const vapid = ensureLocalVapidKeys();
      env.VAPID_PUBLIC_KEY = vapid.publicKey;
      env.VAPID_PRIVATE_KEY = vapid.privateKey;
    }
  }
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) console.warn("[wayfare] VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY unset: browser push notifications are off");
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
