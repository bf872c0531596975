import "server-only";
import { and, eq } from "drizzle-orm";
import { flightOrders } from "@/db/schema/orders";
import type { TSetFlightDetailsRequest } from "@/lib/contracts/booking";
import { PAYMENT_HOLD_MINUTES } from "@/lib/constants";
import { toMinorUnits } from "@/lib/money";
import { findResultOrThrow, getStoredSearchOrThrow } from "@/server/flights/get-stored-search";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { parseResultIndex } from "@/server/flights/to-api-result";
import { storedTrip } from "./fare-quote";
import { toOrderView } from "./to-order-view";

/**
 * POST /api/setFlightDetails (spec 000 section 4, step 2): stores the selection of the caller's own
 * unexpired search and creates an order for the amount they saw, held for 15 minutes. With an
 * idempotencyKey the caller already used, the order it made then is answered again (decision 0032).
 */
export async function setFlightDetails(ctx: UserContext, input: TSetFlightDetailsRequest) {
  const known = input.idempotencyKey ? await findKeyedOrder(ctx, input.idempotencyKey) : undefined;
  if (known) return { ...toOrderView(known, new Date()), isRepeat: true };
  const search = await getStoredSearchOrThrow(ctx, input.searchId);
  const isSplitReturn = search.response.results.length === 2;
  const outbound = findResultOrThrow(search, input.resultIndex);
  if (isSplitReturn && search.response.results[1].some((r) => r.resultIndex === input.resultIndex)) {
    throw new AppError("VALIDATION_ERROR", "resultIndex: choose the outbound fare here", { shortError: { resultIndex: "Choose the outbound fare here" } });
  }
  const selection = [outbound];
  if (input.returnResultIndex) {
    const inbound = isSplitReturn ? search.response.results[1].find((r) => r.resultIndex === input.returnResultIndex) : undefined;
    if (!inbound) throw new AppError("VALIDATION_ERROR", "returnResultIndex: not a return fare of this search", { shortError: { returnResultIndex: "Not a return fare of this search" } });
    selection.push(inbound);
  } else if (isSplitReturn && outbound.segments.length === 1) {
    throw new AppError("VALIDATION_ERROR", "returnResultIndex: This is required field.", { shortError: { returnResultIndex: "This is required field." } });
  }
  const supplierIds = new Set(selection.map((r) => parseResultIndex(r.resultIndex)?.supplierId));
  const amount = selection.reduce((sum, r) => sum + toMinorUnits(r.publishedPrice), 0);
  const now = new Date();
  const [row] = await ctx.db.db
    .insert(flightOrders)
    .values({
      siteId: ctx.site.id,
      userId: ctx.principal.userId,
      searchId: search.id,
      resultIndexes: selection.map((r) => r.resultIndex),
      selection,
      suppliers: search.suppliers.filter((s) => supplierIds.has(s.id)),
      trip: await storedTrip(ctx, search),
      amount,
      currency: outbound.fare.currency,
      expiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  // Two racing calls with one key: the loser answers the winner's order.
  const order = row ?? (input.idempotencyKey ? await findKeyedOrder(ctx, input.idempotencyKey) : undefined);
  if (!order) throw new AppError("CONFLICT", "This order is already being created");
  return { ...toOrderView(order, now), ...(row ? {} : { isRepeat: true }) };
}

async function findKeyedOrder(ctx: UserContext, key: string) {
  const [row] = await ctx.db.db
    .select()
    .from(flightOrders)
    .where(ctx.db.where(flightOrders, and(eq(flightOrders.userId, ctx.principal.userId), eq(flightOrders.idempotencyKey, key))))
    .limit(1);
  return row;
}
