import { systemDb } from "@/db/client";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcDriverTokens, dmcTransfers } from "@/db/schema/dmc-transfers";
import { newDriverToken } from "@/server/dmc-transfers/driver-access";

/**
 * The transfer rows of the contract world (issue 14, drivers): site A's driver with a live access
 * token and one transfer assigned to them. generateDriverAccessToken's sample uses the geo world's
 * driver, so this token stays valid for the driver endpoints' samples.
 */
export async function createDmcTransferContractRows(siteAId: number, tag: string) {
  const [driver] = await systemDb.insert(dmcDrivers).values({ siteId: siteAId, name: `Victim van driver ${tag}` }).returning();
  const { token, tokenHash } = newDriverToken();
  await systemDb.insert(dmcDriverTokens).values({ siteId: siteAId, driverId: driver.id, tokenHash });
  const [transfer] = await systemDb
    .insert(dmcTransfers)
    .values({ siteId: siteAId, sharingType: "PVT", date: "2026-01-15", time: "09:00", pickupLocation: `Victim pickup ${tag}`, dropLocation: "Burj Khalifa", leadPassengerName: `Victim passenger ${tag}`, paxCount: 2, driverId: driver.id, internalDriverCharges: 4200 })
    .returning();
  return { driver, token, transfer, markers: [`Victim pickup ${tag}`, `Victim passenger ${tag}`, `Victim van driver ${tag}`] };
}
