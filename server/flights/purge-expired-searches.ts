import "server-only";
import { lt } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { flightSearches } from "@/db/schema/flights";

/** Job: deletes stored searches past their 15 minutes (every site). Returns how many went. */
export async function purgeExpiredSearches(now = new Date()): Promise<number> {
  const deleted = await systemDb.delete(flightSearches).where(lt(flightSearches.expiresAt, now)).returning({ id: flightSearches.id });
  return deleted.length;
}
