import { asc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { systemDb } from "@/db/client";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { SOCKET_ADDRESS_HEADER } from "@/server/http/client-ip";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { POST as generate } from "@/app/api/dmc/generateDriverAccessToken/route";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "../dmc-quotes/quotes-world";

/**
 * The quotes world (a DMC site with hotel, two tour options, staff, an agent customer, another site)
 * plus a super admin, a driver with a live link, and helpers to save the Dubai itinerary and read its transfers.
 */
export async function createVouchersWorld() {
  const w = await createQuotesWorld();
  const admin = await createTestUser(w.site.id, { userType: "staff", isSuperAdmin: true });
  const adminToken = await logInAs(w.site.domain, admin.email!);
  const [driver] = await systemDb.insert(dmcDrivers).values({ siteId: w.site.id, name: "Imran Qureshi", phone: "+971501234567" }).returning();
  const link = await call(generate, "/api/dmc/generateDriverAccessToken", { host: w.site.domain, token: adminToken, body: { driverId: driver.id } });
  return { ...w, admin, adminToken, driver, driverToken: link.body.data.driverAccessToken as string };
}
export type VouchersWorld = Awaited<ReturnType<typeof createVouchersWorld>>;

export const asAdmin = (w: VouchersWorld) => (handler: Parameters<typeof call>[0], path: string, body: unknown) => call(handler, path, { host: w.site.domain, token: w.adminToken, body });

type Leg = { purpose: "pickup" | "drop"; time?: string; pickupLocation: string; dropLocation: string };

/** The hotel line with a return private transfer (airport pickup 06:00, drop 11:00 on checkout). */
export function hotelLine(w: QuotesWorld, transfers?: Leg[]) {
  return {
    ...kartBody(w).accomodations[0],
    transferType: "return",
    sharingBasis: "private",
    confirmationNumber: "MBH-7781",
    transfers: transfers ?? [
      { purpose: "pickup", time: "06:00", pickupLocation: "DXB Terminal 3", dropLocation: "Marina Bay Hotel" },
      { purpose: "drop", time: "11:00", pickupLocation: "Marina Bay Hotel", dropLocation: "DXB Terminal 3" },
    ],
  };
}

/** The Dubai itinerary with a return hotel transfer and a one-way activity transfer. */
export function vouchersBody(w: QuotesWorld, extra: Record<string, unknown> = {}) {
  return kartBody(w, { accomodations: [hotelLine(w)], ...extra });
}

export async function saveAs(w: QuotesWorld, body: Record<string, unknown>) {
  return as(w, "staff")(saveKart, "/api/kart/saveKart", { body });
}

export const transfersOf = (kartId: number) => systemDb.select().from(dmcTransfers).where(eq(dmcTransfers.kartId, kartId)).orderBy(asc(dmcTransfers.date), asc(dmcTransfers.time), asc(dmcTransfers.id));

/** A route's raw answer (a PDF is binary: the shared `call` reads text). */
export async function callRaw(handler: (r: NextRequest, a: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, options: { host: string; token?: string; query?: Record<string, string> }) {
  const url = new URL(`http://${options.host}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ host: options.host, [SOCKET_ADDRESS_HEADER]: "10.0.0.1" });
  if (options.token) headers.set("auth-token", options.token);
  const res = await handler(new NextRequest(url, { method: "GET", headers }), { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
