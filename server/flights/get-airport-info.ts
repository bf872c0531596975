import "server-only";
import { inArray } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { airports } from "@/db/schema/masterdata";
import type { AirportInfo } from "./search-rules";

/** The requested airports that exist (reference data is global), by code. */
export async function getAirportInfo(codes: string[]): Promise<Map<string, AirportInfo>> {
  const wanted = [...new Set(codes.filter((c) => /^[A-Z]{3}$/.test(c)))];
  if (wanted.length === 0) return new Map();
  const rows = await systemDb
    .select({ code: airports.code, countryCode: airports.countryCode, timezone: airports.timezone })
    .from(airports)
    .where(inArray(airports.code, wanted));
  return new Map(rows.map((r) => [r.code, r]));
}
