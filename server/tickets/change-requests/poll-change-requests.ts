import "server-only";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { flightChangeRequests } from "@/db/schema/tickets";
import { getLogger } from "@/server/http/logger";
import { refreshChangeRequest } from "./refresh-change-request";

/** A request is asked about at most this often (getCRStatus may also refresh it in between). */
const RECHECK_AFTER_MS = 50_000;
const BATCH = 100;

/**
 * The change-request poll job (pg-boss, every minute): every open request (pending or inProgress,
 * with a supplier change request id) of every site, not checked in the last RECHECK_AFTER_MS, is
 * claimed with a conditional update of checkedAt (two workers never take the same one) and refreshed
 * through the same use case as getCRStatus, so a completed refund is credited once. One failing
 * supplier does not stop the others.
 */
export async function pollChangeRequests(now = new Date()): Promise<{ checked: number; completed: number; failed: number }> {
  const due = (at: Date) =>
    and(
      inArray(flightChangeRequests.status, ["pending", "inProgress"]),
      sql`jsonb_array_length(${flightChangeRequests.supplierRequests}) > 0`,
      or(isNull(flightChangeRequests.checkedAt), lt(flightChangeRequests.checkedAt, new Date(at.getTime() - RECHECK_AFTER_MS))),
    );
  const candidates = await systemDb.select({ id: flightChangeRequests.id }).from(flightChangeRequests).where(due(now)).orderBy(asc(flightChangeRequests.checkedAt)).limit(BATCH);
  let checked = 0;
  let completed = 0;
  let failed = 0;
  for (const { id } of candidates) {
    const [claimed] = await systemDb.update(flightChangeRequests).set({ checkedAt: now }).where(and(eq(flightChangeRequests.id, id), due(now))).returning();
    if (!claimed) continue;
    checked += 1;
    try {
      const row = await refreshChangeRequest(createSiteDb(claimed.siteId), claimed);
      if (row.status === "completed") completed += 1;
    } catch (error) {
      failed += 1;
      getLogger().warn({ err: error, changeRequestId: id }, "change request status refresh failed");
    }
  }
  return { checked, completed, failed };
}
