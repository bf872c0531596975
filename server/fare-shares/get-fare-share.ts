import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { systemDb, type SiteDb } from "@/db/client";
import { fareShares } from "@/db/schema/fare-shares";
import { FareShareMessages, type TFareShareView, type TShareAgency, type TSharedTrip } from "@/lib/contracts/fare-shares";
import { AppError } from "@/server/http/errors";
import { hashShareToken, toSharedFare, type SharedFareRecord } from "./fare-share-records";

type Row = typeof fareShares.$inferSelect;

const toView = (row: Row): TFareShareView => ({
  trip: row.trip as TSharedTrip,
  fares: (row.fares as SharedFareRecord[]).map(toSharedFare),
  agency: row.agency as TShareAgency,
  customerName: row.customerName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The offer page's share for a token of this site, or null (unknown, malformed, expired or another site's). */
export async function findFareShareView(siteId: number, token: string, now = new Date()): Promise<TFareShareView | null> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(token)) return null;
  const [row] = await systemDb
    .select()
    .from(fareShares)
    .where(and(eq(fareShares.siteId, siteId), eq(fareShares.tokenHash, hashShareToken(token)), gt(fareShares.expiresAt, now)))
    .limit(1);
  return row ? toView(row) : null;
}

/** POST /api/fareShare/get (public): the shared offer, else 404 'This offer is not available'. */
export async function getFareShare(db: SiteDb, token: string): Promise<TFareShareView> {
  const view = await findFareShareView(db.siteId, token);
  if (!view) throw new AppError("NOT_FOUND", FareShareMessages.notFound);
  return view;
}
