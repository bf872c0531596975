import "server-only";
import { createSiteDb } from "@/db/client";
import type { TETicketView } from "@/lib/contracts/eticket";
import type { Principal } from "@/server/auth/principal";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getLogger } from "@/server/http/logger";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import type { SiteRecord } from "@/server/sites/find-site";
import { buildETicketView } from "./build-eticket-view";
import { withAgentLogo } from "./eticket-logo";
import { consumeAnonymousETicketView } from "./eticket-view-rate-limit";
import { findETicketBooking } from "./find-eticket-booking";
import { toBarcodeSvgDataUrl } from "./render-barcode";

export type ETicketQuery = Record<string, string | string[] | undefined>;

/** What the viewer may do; `isLoggedIn` means signed in AND allowed to see this booking in the app. */
export type ETicketViewer = { isLoggedIn: boolean; canMarkup: boolean; canDiscount: boolean; canEmail: boolean };

export type ETicketPage =
  | { kind: "notFound" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  | { kind: "ok"; slug: string; view: TETicketView; viewer: ETicketViewer; isPrint: boolean; isSinglePax: boolean; isPriceHidden: boolean };

export type GetETicketPageInput = { site: SiteRecord; principal: Principal | null; ip: string | null; requestId?: string; slug: string; query: ETicketQuery };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const isOn = (v: string | string[] | undefined) => ["1", "true"].includes(first(v) ?? "");
const ANONYMOUS: ETicketViewer = { isLoggedIn: false, canMarkup: false, canDiscount: false, canEmail: false };

async function getViewer(input: GetETicketPageInput, bookingId: number): Promise<ETicketViewer> {
  const { principal } = input;
  if (!principal) return ANONYMOUS;
  const ctx: UserContext = { requestId: input.requestId ?? "page", site: input.site, principal, db: createSiteDb(input.site.id), ip: input.ip, userAgent: null, log: getLogger(), cookies: [] };
  try {
    await getViewableBookingOrThrow(ctx, bookingId);
  } catch (error) {
    // Someone else's ticket opened by its link: seen as anyone with the link sees it.
    if (error instanceof AppError && error.code === "NOT_FOUND") return ANONYMOUS;
    throw error;
  }
  const [canMarkup, canDiscount, canEmail] = await Promise.all(["tickets.eTicket.markup", "tickets.eTicket.discount", "tickets.eTicket.email"].map((key) => hasPermission(principal, key)));
  return { isLoggedIn: true, canMarkup, canDiscount, canEmail };
}

/**
 * The e-ticket page (spec 000 section 2): anonymous views are rate limited per IP (before the
 * lookup, so guessing slugs counts); the booking must match the slug in this site; `pax` picks one
 * passenger (an index that does not exist is not found); the price is hidden for anyone who cannot
 * see the booking in the app, and for the others when `hp` is set.
 */
export async function getETicketPage(input: GetETicketPageInput): Promise<ETicketPage> {
  if (!input.principal) {
    const allowance = await consumeAnonymousETicketView(input.ip);
    if (!allowance.isAllowed) return { kind: "rateLimited", retryAfterSeconds: allowance.retryAfterSeconds };
  }
  const booking = await findETicketBooking(createSiteDb(input.site.id), input.slug);
  if (!booking) return { kind: "notFound" };
  const paxText = first(input.query.pax);
  const passengerCount = (booking.passengers as unknown[]).length;
  const paxIndex = paxText === undefined || paxText === "" ? null : /^\d{1,2}$/.test(paxText) ? Number(paxText) : -1;
  if (paxIndex !== null && (paxIndex < 0 || paxIndex >= passengerCount)) return { kind: "notFound" };
  const viewer = await getViewer(input, booking.id);
  const isPriceHidden = !viewer.isLoggedIn || isOn(input.query.hp);
  // An agent's ticket carries the agent's logo (taLogoUrl, decision 0023).
  const view = await buildETicketView(booking, await withAgentLogo(createSiteDb(input.site.id), input.site, booking), {
    paxIndex,
    showPrice: viewer.isLoggedIn,
    canManage: viewer.canMarkup || viewer.canDiscount,
    drawBarcode: toBarcodeSvgDataUrl,
  });
  // A refunded passenger has no ticket left to show.
  if (paxIndex !== null && view.passengers.length === 0) return { kind: "notFound" };
  return { kind: "ok", slug: input.slug, view, viewer, isPrint: isOn(input.query.print), isSinglePax: paxIndex !== null, isPriceHidden };
}
