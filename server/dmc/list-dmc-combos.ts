import "server-only";
import { and, asc, count, desc, eq, ilike, inArray } from "drizzle-orm";
import { dmcActivities, dmcComboItems, dmcCombos, dmcTourOptions } from "@/db/schema/dmc";
import { COMBOS_PAGE_SIZE, type TCombo } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { toContainsPattern } from "./list-tour-options";
import { loadTicketRates, loadTransferRates } from "./tour-rate-views";

/**
 * POST /api/dmc/getCombos and GET /api/combo/getAllCombos: the site's combos, newest first, each tour
 * option with its ticket and transfer rates and the onward/return transfer flags.
 */
export async function listDmcCombos(ctx: RequestContext, input: { search?: string }): Promise<{ result: TCombo[] }> {
  return { result: await loadCombos(ctx, input.search, 500, 0) };
}

/** POST /api/dmc/getCombos: one page of the combos (server-side paging, like the other staff lists). */
export async function listDmcCombosPage(ctx: RequestContext, input: { search?: string; page?: number }) {
  const page = input.page ?? 1;
  const where = ctx.db.where(dmcCombos, input.search ? ilike(dmcCombos.name, toContainsPattern(input.search)) : undefined);
  const [[{ total }], records] = await Promise.all([ctx.db.db.select({ total: count() }).from(dmcCombos).where(where), loadCombos(ctx, input.search, COMBOS_PAGE_SIZE, (page - 1) * COMBOS_PAGE_SIZE)]);
  return { result: records, records, totalRecords: total, totalPages: Math.ceil(total / COMBOS_PAGE_SIZE), page };
}

async function loadCombos(ctx: RequestContext, search: string | undefined, limit: number, offset: number): Promise<TCombo[]> {
  const combos = await ctx.db.db
    .select()
    .from(dmcCombos)
    .where(ctx.db.where(dmcCombos, search ? ilike(dmcCombos.name, toContainsPattern(search)) : undefined))
    .orderBy(desc(dmcCombos.createdAt), desc(dmcCombos.id))
    .limit(limit)
    .offset(offset);
  if (combos.length === 0) return [];
  const items = await ctx.db.db
    .select({
      comboId: dmcComboItems.comboId,
      id: dmcTourOptions.id,
      name: dmcTourOptions.name,
      description: dmcTourOptions.description,
      activityName: dmcActivities.name,
      withOnwardTransfer: dmcComboItems.withOnwardTransfer,
      withReturnTransfer: dmcComboItems.withReturnTransfer,
    })
    .from(dmcComboItems)
    .innerJoin(dmcTourOptions, and(eq(dmcTourOptions.siteId, dmcComboItems.siteId), eq(dmcTourOptions.id, dmcComboItems.tourOptionId)))
    .innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcTourOptions.siteId), eq(dmcActivities.id, dmcTourOptions.activityId)))
    .where(
      and(
        eq(dmcComboItems.siteId, ctx.db.siteId),
        inArray(
          dmcComboItems.comboId,
          combos.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(dmcComboItems.comboId), asc(dmcComboItems.position));
  const optionIds = [...new Set(items.map((i) => i.id))];
  const rates = new Map(
    await Promise.all(optionIds.map(async (id) => [id, { ticketRates: await loadTicketRates(ctx.db, id), transferRates: await loadTransferRates(ctx.db, id) }] as const)),
  );
  return combos.map((c) => ({
      id: c.id,
      name: c.name,
      currency: c.currency,
      amount: c.amount / 100,
      createdAt: c.createdAt.toISOString(),
      tourOptions: items
        .filter((i) => i.comboId === c.id)
        .map((i) => ({
          id: i.id,
          name: i.name,
          description: i.description,
          activityName: i.activityName,
          withOnwardTransfer: i.withOnwardTransfer,
          withReturnTransfer: i.withReturnTransfer,
          ticketRates: rates.get(i.id)?.ticketRates ?? [],
          transferRates: rates.get(i.id)?.transferRates ?? [],
        })),
  }));
}
