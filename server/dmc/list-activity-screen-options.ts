import "server-only";
import { asc, desc } from "drizzle-orm";
import { dmcAreas, dmcMarkets } from "@/db/schema/dmc";
import { createSiteDb } from "@/db/client";

/** The site's areas and markets, for the activity screen's area mapping and rate forms (read by its page). */
export async function listActivityScreenOptions(siteId: number) {
  const db = createSiteDb(siteId);
  const [areas, markets] = await Promise.all([
    db.db.select({ id: dmcAreas.id, name: dmcAreas.name }).from(dmcAreas).where(db.where(dmcAreas)).orderBy(asc(dmcAreas.name)),
    db.db.select({ id: dmcMarkets.id, name: dmcMarkets.name, isDefault: dmcMarkets.isDefault }).from(dmcMarkets).where(db.where(dmcMarkets)).orderBy(desc(dmcMarkets.isDefault), asc(dmcMarkets.name)),
  ]);
  return { areas, markets };
}
