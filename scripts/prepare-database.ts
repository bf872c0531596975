import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { schema } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedDemoData, seedReferenceData } from "../db/seed/demo";

/** Migrate, seed reference data, and the demo data when asked. Idempotent. */
export async function prepareDatabase(databaseUrl: string, options: { withDemoData: boolean }): Promise<void> {
  await runMigrations(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const db = drizzle(pool, { schema, casing: "snake_case" });
    await seedReferenceData(db);
    if (options.withDemoData) await seedDemoData(db);
  } finally {
    await pool.end();
  }
}
