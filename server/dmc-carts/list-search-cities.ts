import "server-only";
import { asc, eq } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { dmcActivities } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";

/** The activity search's city choices: the cities where the site has turned-on activities, by name. */
export async function listSearchCities(siteId: number) {
  const db = createSiteDb(siteId);
  return db.db
    .selectDistinct({ id: cities.id, name: cities.name, cityCode: cities.cityCode })
    .from(dmcActivities)
    .innerJoin(cities, eq(cities.id, dmcActivities.cityId))
    .where(db.where(dmcActivities, eq(dmcActivities.isTurnedOn, true)))
    .orderBy(asc(cities.name));
}
