import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { siteSuppliers, type SupplierSettings } from "../schema/flights";

export type SeedSupplierInput = { siteId: number; code: "simulated" | "tbo"; name: string; settings?: SupplierSettings & Record<string, unknown>; timeoutMs?: number; credentialsEncrypted?: string | null; isEnabled?: boolean };

/** Adds a flight supplier to a site (idempotent by site and name). */
export async function seedSupplier(db: Db, input: SeedSupplierInput): Promise<typeof siteSuppliers.$inferSelect> {
  const [existing] = await db.select().from(siteSuppliers).where(and(eq(siteSuppliers.siteId, input.siteId), eq(siteSuppliers.name, input.name))).limit(1);
  if (existing) return existing;
  const [row] = await db
    .insert(siteSuppliers)
    .values({
      siteId: input.siteId,
      code: input.code,
      name: input.name,
      settings: input.settings ?? {},
      timeoutMs: input.timeoutMs ?? 8000,
      credentialsEncrypted: input.credentialsEncrypted ?? null,
      isEnabled: input.isEnabled ?? true,
    })
    .returning();
  return row;
}
