import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { siteSuppliers } from "@/db/schema/flights";
import { decryptJson } from "@/server/security/secret-box";
import { createSupplier } from "@/server/suppliers/create-supplier";
import type { FlightSupplier } from "@/server/suppliers/types";

export type LoadedSupplier = {
  id: number;
  name: string;
  code: string;
  timeoutMs: number;
  supplier: FlightSupplier;
  /** A linked supplier site (decision 0032): its mapping and the hold switch it set for us. */
  network?: { supplierListId: number; isFlightHoldAllowed: boolean };
};

/** The site's enabled suppliers, credentials decrypted, ready to call. */
export async function loadSiteSuppliers(db: SiteDb, onlyIds?: number[]): Promise<LoadedSupplier[]> {
  const rows = await db.db
    .select()
    .from(siteSuppliers)
    .where(db.where(siteSuppliers, eq(siteSuppliers.isEnabled, true)))
    .orderBy(siteSuppliers.id);
  return rows
    .filter((row) => !onlyIds || onlyIds.includes(row.id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      timeoutMs: row.timeoutMs,
      supplier: createSupplier({
        code: row.code,
        name: row.name,
        settings: row.settings as Record<string, unknown>,
        credentials: row.credentialsEncrypted ? decryptJson<Record<string, string>>(row.credentialsEncrypted) : null,
      }),
    }));
}
