import pg from "pg";

export default async function globalTeardown(): Promise<void> {
  if (process.env.SKIP_DB === "1") return;
  const adminUrl = process.env.WAYFARE_TEST_ADMIN_URL;
  const dbName = process.env.WAYFARE_TEST_DB_NAME;
  if (adminUrl && dbName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
  const server = (globalThis as Record<string, unknown>).__WAYFARE_TEST_PG__ as { stop: () => Promise<void> } | undefined;
  await server?.stop();
}
