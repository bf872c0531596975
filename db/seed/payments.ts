import { createCipheriv, hkdfSync, randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { sitePaymentSettings, type BankAccount, type GatewayCode } from "../schema/bookings";

export type SeedPaymentSettingsInput = {
  siteId: number;
  activeGateway: GatewayCode;
  keyId?: string | null;
  /** Plain secrets: sealed here in server/security/secret-box.ts's format before they are stored. */
  keySecret?: string | null;
  webhookSecret?: string | null;
  saltIndex?: number | null;
  apiUrl?: string | null;
  bankAccounts?: BankAccount[];
};

/**
 * Seals a secret exactly as server/security/secret-box.ts does (AES-256-GCM, key from SECRETS_KEY or
 * HKDF of NEXTAUTH_SECRET, "v1.<iv>.<tag>.<data>"). Seeds run outside Next.js, where that module's
 * "server-only" marker throws; tests/payments/seed-payments.int.test.ts checks the two agree.
 */
export function sealSeedSecret(plain: string): string {
  const material = process.env.SECRETS_KEY ?? process.env.NEXTAUTH_SECRET;
  if (!material || material.length < 32) throw new Error("SECRETS_KEY (or NEXTAUTH_SECRET) must be set to at least 32 characters");
  const key = Buffer.from(hkdfSync("sha256", material, "wayfare-secret-box", "aes-256-gcm", 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

const seal = (value: string | null | undefined) => (value ? sealSeedSecret(value) : null);

/** A site's payment gateway and bank accounts (insert or replace; one row per site). */
export async function seedPaymentSettings(db: Db, input: SeedPaymentSettingsInput): Promise<typeof sitePaymentSettings.$inferSelect> {
  const values = {
    activeGateway: input.activeGateway,
    keyId: input.keyId ?? null,
    keySecretEncrypted: seal(input.keySecret),
    webhookSecretEncrypted: seal(input.webhookSecret),
    saltIndex: input.saltIndex ?? null,
    apiUrl: input.apiUrl ?? null,
    bankAccounts: input.bankAccounts ?? [],
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(sitePaymentSettings)
    .values({ siteId: input.siteId, ...values })
    .onConflictDoUpdate({ target: sitePaymentSettings.siteId, set: values })
    .returning();
  return row;
}

/** The demo sites' settings (kept when the site already has a row: a restart never undoes an operator's change). */
export const DEMO_TEST_GATEWAY = { keyId: "rzp_test_wayfaredemo", keySecret: "wayfare-demo-test-gateway-secret" } as const;

export async function seedDemoPaymentSettings(db: Db, demoSiteId: number, acmeSiteId: number): Promise<void> {
  const existing = await db.select({ siteId: sitePaymentSettings.siteId }).from(sitePaymentSettings).where(inArray(sitePaymentSettings.siteId, [demoSiteId, acmeSiteId]));
  const has = new Set(existing.map((r) => r.siteId));
  const account = (bankName: string, accountName: string, accountNumber: string, ifsc: string, branch: string): BankAccount => ({ bankName, accountName, accountNumber, ifsc, branch });
  // Demo Travels: the built-in test gateway (works offline) with a fixed dev test secret.
  if (!has.has(demoSiteId)) {
    await seedPaymentSettings(db, {
      siteId: demoSiteId,
      activeGateway: "testGateway",
      ...DEMO_TEST_GATEWAY,
      bankAccounts: [{ ...account("HDFC Bank", "Demo Travels Pvt Ltd", "50200012345678", "HDFC0000123", "Fort, Mumbai"), upiId: "demotravels@hdfcbank" }],
    });
  }
  // Acme Holidays: no gateway (wallet and bank transfer only).
  if (!has.has(acmeSiteId)) {
    await seedPaymentSettings(db, { siteId: acmeSiteId, activeGateway: "none", bankAccounts: [account("ICICI Bank", "Acme Holidays LLP", "012305001234", "ICIC0000123", "MG Road, Bengaluru")] });
  }
}
