import { and, eq } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { ensureConsumerLegalEntity } from "@/server/network/change-consumer-request-status";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { legalEntities } from "@/db/schema/users";
import { wallets } from "@/db/schema/wallet";
import { createFdWorld, type FdWorld } from "./fd-world";

/** `supplier` approves `consumer` for FixedDeparture (or leaves the request as `status`). */
export async function approveFixedDeparture(supplierSiteId: number, consumerSiteId: number, status: "Approved" | "Pending" | "Suspended" = "Approved", isPausedByConsumer = false) {
  await systemDb.insert(supplierProfiles).values({ siteId: supplierSiteId, categories: ["FixedDeparture"], termsAndConditions: "Terms" }).onConflictDoNothing();
  await systemDb.insert(supplierRequests).values({ supplierSiteId, consumerSiteId, category: "FixedDeparture", requestStatus: status, isPausedByConsumer });
}

/** A supplier site (its departure: 20 seats DEL-DXB, 25,000 per adult) and a consumer site approved for FixedDeparture. */
export async function createFdNetwork() {
  const supplier = await createFdWorld();
  const consumer = await createFdWorld({ pnr: "OWNFD1", title: "Own departure" });
  await approveFixedDeparture(supplier.site.id, consumer.site.id);
  // What the supplier's approval makes (decision 0027): the consumer's company there, with a wallet.
  await systemDb.transaction((tx) => ensureConsumerLegalEntity(tx, { db: createSiteDb(supplier.site.id), site: { id: supplier.site.id } }, consumer.site.id));
  return { supplier, consumer };
}

/** The consumer site's company on the supplier site and its wallet (creating neither). */
export async function consumerCompany(supplier: FdWorld, consumer: FdWorld) {
  const [company] = await systemDb
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.siteId, supplier.site.id), eq(legalEntities.consumerSiteId, consumer.site.id)));
  if (!company) return { company: null, wallet: null };
  const [wallet] = await systemDb.select().from(wallets).where(and(eq(wallets.siteId, supplier.site.id), eq(wallets.legalEntityId, company.id)));
  return { company, wallet: wallet ?? null };
}

/** Lets the consumer company owe the supplier up to `paise` (its wallet's credit limit). */
export async function setCompanyCredit(supplier: FdWorld, consumer: FdWorld, paise: number) {
  const { wallet } = await consumerCompany(supplier, consumer);
  if (!wallet) throw new Error("no company wallet yet");
  await systemDb.update(wallets).set({ creditLimit: paise }).where(eq(wallets.id, wallet.id));
}

export async function bookingsOfSite(siteId: number) {
  return systemDb.select().from(fixedDepartureBookings).where(eq(fixedDepartureBookings.siteId, siteId)).orderBy(fixedDepartureBookings.id);
}
