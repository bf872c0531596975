import "server-only";
import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { sitePaymentSettings, type BankAccount, type GatewayCode } from "@/db/schema/bookings";
import { AppError } from "@/server/http/errors";
import { decryptSecret } from "@/server/security/secret-box";
import { PaymentMessages } from "@/lib/contracts/payments";

export const RAZORPAY_API_URL = "https://api.razorpay.com";
export const PHONEPE_API_URL = "https://api.phonepe.com/apis/hermes";

export const GATEWAY_DISPLAY_NAMES: Record<GatewayCode, string> = {
  razorpay: "Razorpay",
  phonepe: "PhonePe",
  testGateway: "Test gateway",
  none: "None",
};

/** A site's payment settings with its secrets decrypted (server-side only; never sent to a browser). */
export type PaymentSettings = {
  siteId: number;
  activeGateway: GatewayCode;
  /** Razorpay key id (public), PhonePe merchant id, the test gateway's key id. */
  keyId: string | null;
  /** Razorpay key secret, PhonePe salt key, the test gateway's signing secret. */
  keySecret: string | null;
  webhookSecret: string | null;
  saltIndex: number | null;
  apiUrl: string | null;
  bankAccounts: BankAccount[];
};

/** The site's settings; a site without a row has no gateway and no bank accounts. */
export async function getPaymentSettings(siteId: number): Promise<PaymentSettings> {
  const [row] = await systemDb.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, siteId)).limit(1);
  if (!row) return { siteId, activeGateway: "none", keyId: null, keySecret: null, webhookSecret: null, saltIndex: null, apiUrl: null, bankAccounts: [] };
  return {
    siteId,
    activeGateway: row.activeGateway as GatewayCode,
    keyId: row.keyId,
    keySecret: row.keySecretEncrypted ? decryptSecret(row.keySecretEncrypted) : null,
    webhookSecret: row.webhookSecretEncrypted ? decryptSecret(row.webhookSecretEncrypted) : null,
    saltIndex: row.saltIndex,
    apiUrl: row.apiUrl,
    bankAccounts: row.bankAccounts ?? [],
  };
}

export type GatewayKeys = { keyId: string; keySecret: string; apiUrl: string };

/** The key id and secret a gateway needs; a site whose settings lack them cannot take gateway payments (409). */
export function requireGatewayKeys(settings: PaymentSettings, defaultApiUrl = RAZORPAY_API_URL): GatewayKeys {
  if (!settings.keyId || !settings.keySecret) throw new AppError("CONFLICT", PaymentMessages.noGateway);
  return { keyId: settings.keyId, keySecret: settings.keySecret, apiUrl: (settings.apiUrl ?? defaultApiUrl).replace(/\/+$/, "") };
}
