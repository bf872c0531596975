import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { siteSuppliers } from "@/db/schema/flights";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { flightChangeRequests } from "@/db/schema/tickets";
import { users } from "@/db/schema/users";
import { ledgerEntries } from "@/db/schema/wallet";
import { POST as changeRequestRoute } from "@/app/api/changeRequest/route";
import { POST as getCCRoute } from "@/app/api/getCC/route";
import { POST as getCRStatusRoute } from "@/app/api/getCRStatus/route";
import { adult, createBookingWorld, secondAdult } from "../helpers/booking-fixtures";
import { call } from "../helpers/http";

export type World = Awaited<ReturnType<typeof createBookingWorld>>;
type Pax = { firstName: string; ticket: { ticketId: string; ticketNumber: string } | null };
type Seg = { originAirportCode: string; destinationAirportCode: string };

/** The three endpoints, as the world's agent (or another token; null for anonymous). */
export function endpoints(w: World) {
  const as = (token: string | null | undefined) => (token === null ? { host: w.site.domain } : { host: w.site.domain, token: token ?? w.token });
  return {
    getCC: (body: unknown, token?: string | null) => call(getCCRoute, "/api/getCC", { ...as(token), body }),
    changeRequest: (body: unknown, token?: string | null) => call(changeRequestRoute, "/api/changeRequest", { ...as(token), body }),
    getCRStatus: (body: unknown, token?: string | null) => call(getCRStatusRoute, "/api/getCRStatus", { ...as(token), body }),
  };
}

export async function bookingRow(id: number) {
  const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, id));
  return { ...row, pax: row.passengers as Pax[], segs: (row.segments as Seg[][]).flat() };
}

export const changeRequestRows = (bookingId: number) => systemDb.select().from(flightChangeRequests).where(eq(flightChangeRequests.bookingId, bookingId)).orderBy(flightChangeRequests.id);

/** The wallet's refund credits for a booking (wallet lines only). */
export const refundLines = (walletId: number, bookingId: number) =>
  systemDb.select().from(ledgerEntries).where(and(eq(ledgerEntries.walletId, walletId), eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, "refundCredit")));

/** Changes the world's simulated supplier settings (read afresh on every call, as a site admin would). */
export async function setSupplierSettings(w: World, settings: Record<string, unknown>) {
  await systemDb.update(siteSuppliers).set({ settings: { seed: 7, ...settings } }).where(eq(siteSuppliers.id, w.suppliers[0].id));
}

/** Puts a user in a permission group holding only `keys`. */
export async function restrictTo(siteId: number, userId: number, keys: string[]) {
  const [group] = await systemDb.insert(rbacUserGroups).values({ siteId, groupName: `Only ${randomUUID().slice(0, 6)}` }).returning();
  if (keys.length) await systemDb.insert(rbacUserGroupPermissions).values(keys.map((permissionKey) => ({ userGroupId: group.id, permissionKey })));
  await systemDb.update(users).set({ rbacUserGroupId: group.id }).where(eq(users.id, userId));
}

/**
 * A ticketed booking through the real API: a site with the simulated supplier (settings as given),
 * `passengers` adults, on the dearest refundable LCC result that fits (`stops` 1 for a two-segment
 * journey), or with `cheapest` the first (cheapest) LCC result that fits.
 */

/** The booking's own published date change fee per passenger per sector, 4 days and more before departure, major units (0 when free). */
export function earlyChangeFeeOf(fareRules: unknown): number {
  const text = (fareRules as { fareRuleDetail: string }[])[0]?.fareRuleDetail ?? "";
  if (/Date change: free of charge/.test(text)) return 0;
  const match = /Date change fee per passenger per sector: .*4 days and more INR ([\d,]+)/.exec(text);
  if (!match) throw new Error(`no date change fee in ${text}`);
  return Number(match[1].replace(/,/g, ""));
}
export async function ticketedWorld(options: { settings?: Record<string, unknown>; passengers?: 1 | 2; stops?: 0 | 1; pay?: boolean; cheapest?: boolean; cabinClass?: 2 | 4 } = {}) {
  const passengers = options.passengers ?? 1;
  const w = await createBookingWorld({ settings: options.settings, search: { adt: passengers, ...(options.cabinClass ? { cabinClass: options.cabinClass } : {}) } });
  const fits = (r: (typeof w.results)[number]) => r.segments[0].length === (options.stops ?? 0) + 1;
  // The airline charges by its fare rules (a fee per passenger per sector, or the sector's airfare if
  // lower): the dearest refundable LCC fare leaves something to refund on every sector.
  const refundable = w.results.filter((r) => r.isLcc && (r as unknown as { isRefundable: boolean }).isRefundable && fits(r)).sort((a, b) => b.publishedPrice - a.publishedPrice);
  const chosen = (options.cheapest ? undefined : refundable[0]) ?? w.results.find((r) => r.isLcc && fits(r)) ?? w.results.find(fits);
  if (!chosen) throw new Error("no result with that many stops");
  const orderId = await w.order(chosen.resultIndex);
  const v = await w.validate({ orderId, passengers: passengers === 2 ? [adult(), secondAdult()] : [adult()] });
  if (v.status !== 200) throw new Error(`validate failed ${v.status} ${JSON.stringify(v.body)}`);
  const bookingId = v.body.data.bookingId as number;
  if (options.pay !== false) {
    const paid = await w.pay({ orderId });
    if (paid.body?.data?.status !== "ticketed") throw new Error(`not ticketed ${paid.status} ${JSON.stringify(paid.body)}`);
  }
  return { w, bookingId, api: endpoints(w), booking: await bookingRow(bookingId) };
}
