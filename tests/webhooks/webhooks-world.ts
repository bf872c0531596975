import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { legalEntities, users } from "@/db/schema/users";
import { webhookDeliveries } from "@/db/schema/webhooks";
import { seedWallet, seedWalletCredit } from "@/db/seed/wallet";
import { POST as createRoute } from "@/app/api/wl/webhooks/createWebhookEndpoint/route";
import { runQueuedWebhookJobs } from "@/server/webhooks/webhook-queue";
import type { WebhookReceiver } from "../helpers/webhook-receiver";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";

export const CREATE = "/api/wl/webhooks/createWebhookEndpoint";

/**
 * A partner company on the site with the given user in it (their bookings then carry its
 * legalEntityId), and the company's wallet with funds (a company user pays from it).
 */
export async function makePartner(siteId: number, userId: number, name = "Partner Travels"): Promise<number> {
  const [le] = await systemDb.insert(legalEntities).values({ siteId, companyName: name }).returning({ id: legalEntities.id });
  await systemDb.update(users).set({ legalEntityId: le.id }).where(eq(users.id, userId));
  const wallet = await seedWallet(systemDb, { siteId, legalEntityId: le.id });
  await seedWalletCredit(systemDb, { walletId: wallet.id, amount: 10_000_000, idempotencyKey: `fund-le-${le.id}` });
  return le.id;
}

/** Moves an existing booking into the partner company (a booking made before the user joined it). */
export const moveBookingTo = (bookingId: number, legalEntityId: number) => systemDb.update(flightBookings).set({ legalEntityId }).where(eq(flightBookings.id, bookingId));

/** A super admin of the site (holds backoffice.webhooks.manage) and their token. */
export async function webhookAdmin(site: { id: number; domain: string }) {
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  return { admin, token: await logInAs(site.domain, admin.email!) };
}

/** Creates an endpoint pointing at the receiver and hands the receiver its secret. */
export async function subscribe(site: { domain: string }, token: string, receiver: WebhookReceiver, legalEntityId: number, eventTypes: string[]) {
  const res = await call(createRoute, CREATE, { host: site.domain, token, body: { legalEntityId, url: receiver.url, eventTypes } });
  if (res.status !== 200) throw new Error(`createWebhookEndpoint ${res.status} ${JSON.stringify(res.body)}`);
  receiver.useSecret(res.body.data.secret);
  return res.body.data as { endpoint: { id: number }; secret: string };
}

/** Runs the deliver-webhook queue until the receiver has `count` verified requests (other files share the queue). */
export async function receivedBy(receiver: WebhookReceiver, count = 1) {
  const deadline = Date.now() + 15_000;
  while (receiver.received.length < count && Date.now() < deadline) {
    if ((await runQueuedWebhookJobs()) === 0) await new Promise((r) => setTimeout(r, 100));
  }
  return receiver.received;
}

export const deliveriesOf = (endpointId: number) => systemDb.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);
