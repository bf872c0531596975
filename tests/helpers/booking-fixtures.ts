import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { wallets } from "@/db/schema/wallet";
import { seedWalletCredit, seedWalletForUser } from "@/db/seed/wallet";
import type { SeedSupplierInput } from "@/db/seed/suppliers";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as setRoute } from "@/app/api/setFlightDetails/route";
import { POST as validateRoute } from "@/app/api/validateBooking/route";
import { POST as callbackRoute } from "@/app/api/payments/orderSuccessCallback/route";
import { call } from "./http";
import { createFlightWorld, daysFromNow } from "./flight-fixtures";

export type Result = { resultIndex: string; isLcc: boolean; publishedPrice: number; source: string; segments: { airlineCode: string; flightNumber: string }[][]; fare: { totalPayable: number } };

export const adult = (over: Record<string, unknown> = {}) => ({
  paxType: 1, title: "Mr", firstName: "Asha", lastName: "Rao", gender: 1, dateOfBirth: "1990-05-20",
  email: "asha@example.com", phoneCode: "in", mobileNo: "9876543210", isLeadPax: true, ...over,
});
export const secondAdult = () => adult({ title: "Mrs", firstName: "Meera", gender: 2, email: "", mobileNo: "", isLeadPax: false });

/** Paise in a wallet. */
export async function walletBalance(walletId: number): Promise<number> {
  const [w] = await systemDb.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.id, walletId));
  return w.balance;
}

/**
 * A site with a simulated supplier (settings as given), a signed-in agent with a funded wallet and a
 * search; `order(pick)` selects a result and `validate`/`pay` drive the booking endpoints.
 */
export async function createBookingWorld(options: { settings?: Record<string, unknown>; supplier?: Partial<Omit<SeedSupplierInput, "siteId">>; funds?: number; creditLimit?: number; search?: Record<string, unknown>; isFlightHoldAllowed?: boolean } = {}) {
  const w = await createFlightWorld({ suppliers: [{ code: "simulated", name: "Simulated", settings: { seed: 7, ...options.settings }, ...options.supplier }] });
  const wallet = await seedWalletForUser(systemDb, w.agent.id, options.creditLimit ?? 0);
  if ((options.funds ?? 10_000_000) > 0) await seedWalletCredit(systemDb, { walletId: wallet.id, amount: options.funds ?? 10_000_000, idempotencyKey: `fund-${wallet.id}` });
  if (options.isFlightHoldAllowed) {
    const { users } = await import("@/db/schema/users");
    await systemDb.update(users).set({ isFlightHoldAllowed: true }).where(eq(users.id, w.agent.id));
  }
  const opts = (body: unknown, token: string | undefined = w.token) => ({ host: w.site.domain, token, body });
  const search = await call(searchRoute, "/api/search", opts({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(11), adt: 1, ...options.search }));
  if (search.status !== 200) throw new Error(`search failed ${search.status} ${JSON.stringify(search.body)}`);
  const searchId: string = search.body.data.searchId;
  const lists = search.body.data.results as Result[][];
  return {
    ...w,
    wallet,
    searchId,
    lists,
    results: lists[0],
    opts,
    async order(resultIndex: string, returnResultIndex?: string): Promise<string> {
      const res = await call(setRoute, "/api/setFlightDetails", opts({ searchId, resultIndex, ...(returnResultIndex ? { returnResultIndex } : {}) }));
      if (res.status !== 200) throw new Error(`setFlightDetails failed ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.orderId;
    },
    validate: (body: Record<string, unknown>, token?: string) => call(validateRoute, "/api/validateBooking", opts(body, token)),
    pay: (body: Record<string, unknown>, token?: string) => call(callbackRoute, "/api/payments/orderSuccessCallback", opts({ paymentMethod: "wallet", ...body }, token)),
  };
}
