import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcItineraryVersions } from "@/db/schema/dmc-itineraries";
import { KartMessages } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { loadKart } from "./load-kart";

/** GET kart/getKartById?id[&version]: the itinerary, or one of its archived versions as it was sent. */
export async function getKartById(ctx: UserContext, q: { id: number; version?: number }) {
  const current = await loadKart(ctx.db, q.id);
  if (q.version === undefined || q.version === current.version) return current;
  const [v] = await ctx.db.db
    .select()
    .from(dmcItineraryVersions)
    .where(and(eq(dmcItineraryVersions.siteId, ctx.db.siteId), eq(dmcItineraryVersions.itineraryId, q.id), eq(dmcItineraryVersions.version, q.version)));
  if (!v) throw new AppError("NOT_FOUND", KartMessages.notFound);
  return { ...(v.snapshot as object), versions: current.versions, changes: v.changes };
}
