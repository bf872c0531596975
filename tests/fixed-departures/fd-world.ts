import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import { users } from "@/db/schema/users";
import { seedFixedDeparture, type SeedFixedDepartureInput } from "@/db/seed/fixed-departures";
import { POST as bookRoute } from "@/app/api/fixedDeparture/book/route";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { getWalletForUser } from "@/server/wallet/wallet-records";
import { call } from "../helpers/http";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { createProductWorld } from "../product-payments/product-world";

/** A site on the test gateway with staff, two agents (own agencies) and a retail user, and one departure. */
export async function createFdWorld(departure: Omit<SeedFixedDepartureInput, "siteId"> = {}) {
  const w = await createProductWorld();
  const agent2 = await createTestUser(w.site.id, { userType: "travelAgent", companyName: `Second agency ${w.site.id}` });
  const agent2Token = await logInAs(w.site.domain, agent2.email!);
  const fd = await seedFixedDeparture(systemDb, { siteId: w.site.id, ...departure });
  return { ...w, agent2, agent2Token, fd };
}
export type FdWorld = Awaited<ReturnType<typeof createFdWorld>>;

export async function fundUser(userId: number, amount: number) {
  const [user] = await systemDb.select().from(users).where(eq(users.id, userId));
  const wallet = await getWalletForUser(systemDb, { id: user.id, siteId: user.siteId, userType: user.userType, legalEntityId: user.legalEntityId });
  await postWalletEntry(systemDb, { walletId: wallet.id, amount, kind: "topUp", counterAccount: "bank", idempotencyKey: `top-${randomUUID()}` });
}

export async function balanceOf(userId: number): Promise<number> {
  const [user] = await systemDb.select().from(users).where(eq(users.id, userId));
  const wallet = await getWalletForUser(systemDb, { id: user.id, siteId: user.siteId, userType: user.userType, legalEntityId: user.legalEntityId });
  return wallet.balance;
}

export const PAX = [
  { paxType: 1, title: "Mr", firstName: "Arjun", lastName: "Mehta" },
  { paxType: 1, title: "Mrs", firstName: "Priya", lastName: "Mehta" },
];

export function bookAs(w: FdWorld, token: string | undefined, body: Record<string, unknown> = {}) {
  return call(bookRoute, "/api/fixedDeparture/book", {
    host: w.site.domain,
    token,
    body: { departureId: w.fd.id, passengers: PAX, method: "wallet", idempotencyKey: randomUUID(), ...body },
  });
}

export async function departureRow(id: number) {
  const [row] = await systemDb.select().from(fixedDepartures).where(eq(fixedDepartures.id, id));
  return row;
}

export async function bookingsOf(departureId: number) {
  return systemDb.select().from(fixedDepartureBookings).where(eq(fixedDepartureBookings.departureId, departureId));
}
