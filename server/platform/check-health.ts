import "server-only";
import { sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { AppError } from "@/server/http/errors";

/** GET /api/health: answers once the database answers. */
export async function checkHealth() {
  try {
    await systemDb.execute(sql`select 1`);
  } catch {
    throw new AppError("INTERNAL_ERROR", "The database is not reachable");
  }
  return { status: "ok" };
}
