import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { insurancePolicies } from "@/db/schema/insurance";
import { productPayments } from "@/db/schema/product-payments";
import { ledgerEntries, wallets } from "@/db/schema/wallet";
import { POST as bookPolicy } from "@/app/api/insurance/bookPolicy/route";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { getWalletForUser } from "@/server/wallet/wallet-records";
import { SOCKET_ADDRESS_HEADER } from "@/server/http/client-ip";
import { as, createPaymentWorld, type PaymentWorld } from "../payments/payment-world";

export const TEST_SECRET = "product-test-gateway-secret";

/** YYYY-MM-DD, `days` from today (UTC). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const TRIP = () => ({ region: "asia" as const, destination: "Singapore", startDate: inDays(30), endDate: inDays(36) });
export const TRAVELLERS = [
  { firstName: "Asha", lastName: "Rao", dob: "1990-04-12", passportNumber: "P1234567" },
  { firstName: "Ravi", lastName: "Rao", dob: "1958-01-30", passportNumber: "P7654321" },
];

/** A site on the test gateway (or the settings given) whose retail user's wallet holds `balance` paise. */
export async function createProductWorld(options: { balance?: number; settings?: Parameters<typeof createPaymentWorld>[0] } = {}) {
  const w = await createPaymentWorld(options.settings === undefined ? { activeGateway: "testGateway", keyId: "rzp_test_local", keySecret: TEST_SECRET } : options.settings);
  if (options.balance) await fund(w, w.retail.id, options.balance);
  return w;
}

export async function fund(w: PaymentWorld, userId: number, amount: number) {
  const wallet = await getWalletForUser(systemDb, { id: userId, siteId: w.site.id, userType: "retail", legalEntityId: null });
  await postWalletEntry(systemDb, { walletId: wallet.id, amount, kind: "topUp", counterAccount: "bank", idempotencyKey: `top-${randomUUID()}` });
}

export async function walletBalance(userId: number): Promise<number> {
  const [wallet] = await systemDb.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet?.balance ?? 0;
}

export async function walletLines(userId: number) {
  const [wallet] = await systemDb.select().from(wallets).where(eq(wallets.userId, userId));
  if (!wallet) return [];
  return systemDb.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, wallet.id)).orderBy(ledgerEntries.id);
}

export function book(w: PaymentWorld, body: Record<string, unknown> = {}, who: "retail" | "agent" | "staff" | "anonymous" = "retail") {
  return as(w, who)(bookPolicy, "/api/insurance/bookPolicy", { body: { ...TRIP(), planCode: "ESSENTIAL", travellers: TRAVELLERS, method: "wallet", idempotencyKey: randomUUID(), ...body } });
}

export async function policyRow(id: number) {
  const [row] = await systemDb.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
  return row;
}

export async function paymentRow(id: string) {
  const [row] = await systemDb.select().from(productPayments).where(eq(productPayments.id, id));
  return row;
}

export async function policiesOf(siteId: number) {
  return systemDb.select().from(insurancePolicies).where(and(eq(insurancePolicies.siteId, siteId)));
}

/** GETs a route and answers its body as bytes (call() reads text, which mangles a PDF). */
export async function getBytes(handler: (req: NextRequest, args: { params: Promise<Record<string, string>> }) => Promise<Response>, host: string, path: string, token: string) {
  const headers = new Headers({ host, "auth-token": token });
  headers.set(SOCKET_ADDRESS_HEADER, "10.0.0.1");
  const response = await handler(new NextRequest(new URL(`http://${host}${path}`), { headers }), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
