import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { flightBookings, payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { seedPaymentSettings, type SeedPaymentSettingsInput } from "@/db/seed/payments";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

type RouteHandler = Parameters<typeof call>[0];
export type Who = "admin" | "staff" | "agent" | "retail" | "anonymous";

export const BANK = { bankName: "HDFC Bank", accountName: "Test Travels", accountNumber: "50200099990000", ifsc: "HDFC0000999", branch: "Fort" };

/** A site with a gateway (settings as given), a super admin, plain staff, an agent and a retail customer, all signed in. */
export async function createPaymentWorld(settings: Omit<SeedPaymentSettingsInput, "siteId"> | null) {
  const site = await createTestSite();
  if (settings) await seedPaymentSettings(systemDb, { siteId: site.id, ...settings });
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const retail = await createTestUser(site.id, { userType: "retail", phone: "9876543210" });
  const [adminToken, staffToken, agentToken, retailToken] = await Promise.all([admin, staff, agent, retail].map((u) => logInAs(site.domain, u.email!)));
  return { site, admin, staff, agent, retail, adminToken, staffToken, agentToken, retailToken };
}
export type PaymentWorld = Awaited<ReturnType<typeof createPaymentWorld>>;

export function as(w: PaymentWorld, who: Who) {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/**
 * An order with a draft booking leg, written directly (what validateBooking leaves behind):
 * amount in paise, the order expiring in `expiresInMs` (15 minutes by default).
 */
export async function createDraftBooking(w: PaymentWorld, userId: number, over: { amount?: number; legIndex?: number; expiresInMs?: number; status?: string; orderId?: string } = {}) {
  const amount = over.amount ?? 452_350;
  let orderId = over.orderId;
  if (!orderId) {
    const [order] = await systemDb
      .insert(flightOrders)
      .values({
        siteId: w.site.id,
        userId,
        searchId: randomUUID(),
        resultIndexes: ["SIM-1"],
        selection: [],
        amount,
        currency: "INR",
        expiresAt: new Date(Date.now() + (over.expiresInMs ?? 15 * 60_000)),
      })
      .returning({ id: flightOrders.id });
    orderId = order.id;
  }
  const [booking] = await systemDb
    .insert(flightBookings)
    .values({
      siteId: w.site.id,
      orderId,
      legIndex: over.legIndex ?? 0,
      userId,
      status: over.status ?? "draft",
      supplierId: 1,
      source: "Simulated",
      traceId: "trace-1",
      resultIndex: "SIM-1",
      supplierResultIndex: "SIM-1",
      isLcc: true,
      isDomestic: true,
      airlineCode: "6E",
      origin: over.legIndex === 1 ? "DEL" : "BOM",
      destination: over.legIndex === 1 ? "BOM" : "DEL",
      travelDate: "2026-12-01",
      passengers: [],
      result: {},
      segments: [],
      fareAmount: amount,
      amount,
      currency: "INR",
    })
    .returning();
  return { orderId, booking };
}

export async function getPaymentRows(bookingId: number) {
  return systemDb.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.createdAt);
}

export async function getPaymentRow(gatewayOrderId: string) {
  const [row] = await systemDb.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
  return row;
}

/** Puts a user into a new RBAC group holding only `keys` (the session is checked per request, so their token now has just these). */
export async function restrictPermissions(w: PaymentWorld, userId: number, keys: string[]) {
  const { rbacUserGroupPermissions, rbacUserGroups } = await import("@/db/schema/rbac");
  const { users } = await import("@/db/schema/users");
  const [group] = await systemDb.insert(rbacUserGroups).values({ siteId: w.site.id, groupName: `Restricted ${randomUUID().slice(0, 6)}` }).returning();
  if (keys.length) await systemDb.insert(rbacUserGroupPermissions).values(keys.map((permissionKey) => ({ userGroupId: group.id, permissionKey })));
  await systemDb.update(users).set({ rbacUserGroupId: group.id }).where(eq(users.id, userId));
}
