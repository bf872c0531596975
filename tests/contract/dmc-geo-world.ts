import { systemDb } from "@/db/client";
import { dmcAreaTransfers, dmcDrivers, dmcLocations } from "@/db/schema/dmc";
import { seedDmcBase } from "@/db/seed/dmc";

/**
 * The DMC geography rows of the contract world (issue 13): site A's markets and areas (the demo
 * base), one area transfer (Deira to Downtown, Drop, so a valid createTransfers sample never
 * overlaps it; Deira stays in use, so deleteArea's owner control is refused, not deleted), one
 * location and one driver.
 */
export async function createDmcGeoContractRows(siteAId: number, tag: string) {
  const base = await seedDmcBase(systemDb, siteAId);
  const [transfer] = await systemDb
    .insert(dmcAreaTransfers)
    .values({
      siteId: siteAId,
      fromAreaId: base.areas.Deira,
      toAreaId: base.areas.Downtown,
      marketId: base.markets.India,
      description: `Victim transfer ${tag}`,
      transferType: "Drop",
      sharingBasis: "private",
      currency: "USD",
      amount: 4500,
      isPerPax: false,
      minPax: 1,
      maxPax: 4,
      validFromDate: "2020-01-01",
      validTillDate: "2020-12-31",
    })
    .returning();
  const [location] = await systemDb.insert(dmcLocations).values({ siteId: siteAId, name: `Victim location ${tag}`, address: "Port Saeed", cityId: base.dubaiCityId, areaId: base.areas.Deira }).returning();
  const [driver] = await systemDb.insert(dmcDrivers).values({ siteId: siteAId, name: `Victim driver ${tag}`, phone: "+971 50 000 0000" }).returning();
  return { base, transfer, location, driver, markers: [`Victim transfer ${tag}`, `Victim location ${tag}`, `Victim driver ${tag}`] };
}
