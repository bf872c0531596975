import "server-only";
import type { RequestContext } from "@/server/http/context";

/**
 * The ids of the cities where this site sells DMC services with a price (spec 001: activities, tour
 * options and transfers carry a cityId and rates). Those tables arrive with the DMC issue; until
 * then no city of any site has a DMC price, so the answer is empty. The DMC issue replaces the body
 * with one query over its rates (site-scoped through ctx.db), and dbCities?priceOnly=true follows.
 */
export async function listPricedCityIds(ctx: RequestContext): Promise<number[]> {
  void ctx;
  return [];
}
