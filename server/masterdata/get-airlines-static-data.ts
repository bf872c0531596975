import "server-only";
import { asc, inArray } from "drizzle-orm";
import { airlines } from "@/db/schema/masterdata";
import type { TAirlinesStaticDataRequest } from "@/lib/contracts/masterdata";
import type { RequestContext } from "@/server/http/context";

const columns = { airlineName: airlines.name, airlineCode: airlines.code, logoUrl: airlines.logoUrl, isLcc: airlines.isLcc };

/**
 * POST /api/master/getAirlinesStaticData {airlineCodes}: the airlines asked for, in the order asked
 * (unknown codes left out), or every airline by code when none are asked for.
 */
export async function getAirlinesStaticData(ctx: RequestContext, input: TAirlinesStaticDataRequest) {
  const codes = [...new Set(input.airlineCodes ?? [])];
  if (codes.length === 0) return { result: await ctx.db.db.select(columns).from(airlines).orderBy(asc(airlines.code)) };
  const rows = await ctx.db.db.select(columns).from(airlines).where(inArray(airlines.code, codes));
  const byCode = new Map(rows.map((r) => [r.airlineCode, r]));
  return { result: codes.flatMap((code) => byCode.get(code) ?? []) };
}
