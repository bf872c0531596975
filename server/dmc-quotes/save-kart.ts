import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcHotels, dmcRoomTypes, dmcTourOptions } from "@/db/schema/dmc";
import {
  dmcItineraries,
  dmcItineraryAccomodations,
  dmcItineraryActivities,
  dmcItineraryFlights,
  dmcItineraryMiscellaneous,
  dmcItineraryPassengers,
  dmcItineraryVersions,
} from "@/db/schema/dmc-itineraries";
import { users } from "@/db/schema/users";
import { checkKartRules, KartMessages, type TSaveKartRequest } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { diffKart } from "./kart-diff";
import { currencySymbolOf, kartTotal } from "./kart-money";
import { linkCartToKart } from "./link-cart";
import { loadKart } from "./load-kart";
import { lockExchangeRates } from "./lock-exchange-rates";
import { applyVoucherTransfers } from "./voucher-transfers";
import { revokeVoucherLinks } from "./voucher-tokens";

/** Every catalogue id the lines name must be this site's (another site's answers 404 like an unknown one); answers tour option -> activity. */
async function checkCatalogue(db: SiteDb, k: TSaveKartRequest): Promise<Map<number, number>> {
  const hotelIds = [...new Set(k.accomodations.map((a) => a.accomodationId))];
  const roomIds = [...new Set(k.accomodations.flatMap((a) => (a.roomTypeId ? [a.roomTypeId] : [])))];
  const optionIds = [...new Set(k.activities.map((a) => a.tourOptionId))];
  const [hotels, rooms, options] = await Promise.all([
    hotelIds.length ? db.db.select({ id: dmcHotels.id }).from(dmcHotels).where(db.where(dmcHotels, inArray(dmcHotels.id, hotelIds))) : [],
    roomIds.length ? db.db.select({ id: dmcRoomTypes.id, hotelId: dmcRoomTypes.hotelId }).from(dmcRoomTypes).where(db.where(dmcRoomTypes, inArray(dmcRoomTypes.id, roomIds))) : [],
    optionIds.length ? db.db.select({ id: dmcTourOptions.id, activityId: dmcTourOptions.activityId }).from(dmcTourOptions).where(db.where(dmcTourOptions, inArray(dmcTourOptions.id, optionIds))) : [],
  ]);
  if (hotels.length !== hotelIds.length) throw new AppError("NOT_FOUND", "Hotel not found");
  for (const a of k.accomodations) {
    if (a.roomTypeId && rooms.find((r) => r.id === a.roomTypeId)?.hotelId !== a.accomodationId) throw new AppError("NOT_FOUND", "Room type not found");
  }
  const activityOf = new Map(options.map((o) => [o.id, o.activityId]));
  for (const a of k.activities) {
    const activityId = activityOf.get(a.tourOptionId);
    if (activityId === undefined || (a.activityId !== undefined && a.activityId !== activityId)) throw new AppError("NOT_FOUND", "Tour option not found");
  }
  return activityOf;
}

type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

async function writeLines(tx: Tx, siteId: number, itineraryId: number, k: TSaveKartRequest, activityOf: Map<number, number>) {
  const scope = { siteId, itineraryId };
  for (const t of [dmcItineraryAccomodations, dmcItineraryActivities, dmcItineraryMiscellaneous, dmcItineraryFlights, dmcItineraryPassengers] as const) {
    await tx.delete(t).where(and(eq(t.siteId, siteId), eq(t.itineraryId, itineraryId)));
  }
  const pos = <T>(rows: T[]) => rows.map((r, position) => ({ ...scope, position, ...r }));
  if (k.accomodations.length) await tx.insert(dmcItineraryAccomodations).values(pos(k.accomodations.map((a) => ({ ...a, confirmationNumber: a.confirmationNumber || null }))));
  if (k.activities.length)
    await tx.insert(dmcItineraryActivities).values(pos(k.activities.map((a) => ({ ...a, activityId: activityOf.get(a.tourOptionId) as number, confirmationNumber: a.confirmationNumber || null }))));
  if (k.miscellaneous.length) await tx.insert(dmcItineraryMiscellaneous).values(pos(k.miscellaneous));
  if (k.flights.length) await tx.insert(dmcItineraryFlights).values(pos(k.flights.map((f) => ({ ...f, pnr: f.pnr || null }))));
  if (k.passengers.length) await tx.insert(dmcItineraryPassengers).values(pos(k.passengers));
}

/**
 * POST kart/saveKart (decision 0040): the whole itinerary in one transaction. The total is the
 * server's (lines at the locked rates, charges, discount); the spec's rules answer their message.
 * Saving a quotation that has been sent archives the sent version (readable, with what changed)
 * and makes the next one.
 */
export async function saveKart(ctx: UserContext, k: TSaveKartRequest) {
  const db = ctx.db;
  const [customer] = await db.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, db.siteId), eq(users.id, k.customerId), ne(users.userType, "staff")));
  if (!customer) throw new AppError("NOT_FOUND", KartMessages.customerNotFound);
  const existing = k.id !== undefined ? (await db.db.select().from(dmcItineraries).where(db.byId(dmcItineraries, k.id)))[0] : undefined;
  if (k.id !== undefined && !existing) throw new AppError("NOT_FOUND", KartMessages.notFound);
  const activityOf = await checkCatalogue(db, k);

  const priced = [...k.accomodations, ...k.activities, ...k.miscellaneous, ...k.flights];
  const locked = existing && existing.currency === k.currency ? existing.exchangeRates : {};
  const rates = await lockExchangeRates(db, k.currency, priced.map((l) => l.currency), locked);
  const totalPrice = kartTotal(priced, k, rates);
  const broken = checkKartRules(k, totalPrice);
  if (broken) throw new AppError("VALIDATION_ERROR", broken);

  const header = {
    customerId: k.customerId,
    kartName: k.kartName,
    adults: k.adults,
    child: k.child,
    infant: k.infant,
    arrivalDate: k.arrivalDate,
    noOfDays: k.noOfDays,
    noOfNights: k.noOfNights,
    quoteValidyInDays: k.quoteValidyInDays,
    paymentDeadline: k.paymentDeadline,
    currency: k.currency,
    currencySymbol: k.currencySymbol || currencySymbolOf(k.currency),
    exchangeRates: { ...locked, ...rates },
    serviceCharge: k.serviceCharge,
    remittanceCharge: k.remittanceCharge,
    discount: k.discount,
    totalPrice,
    collectedPayment: k.collectedPayment,
    priceBreakup: k.priceBreakup,
    remark: k.remark,
    isAgentBranding: k.isAgentBranding,
    isVouchered: k.isVouchered,
    isCancelled: k.isCancelled,
    confirmationNumbers: k.confirmationNumbers,
    updatedAt: new Date(),
  };
  const { id, before } = await db.transaction(async (tx) => {
    let itineraryId: number;
    let before: Awaited<ReturnType<typeof loadKart>> | null = null;
    if (existing) {
      itineraryId = existing.id;
      // Lock the header: of two saves racing on a sent quotation, one archives it, the other waits and edits the new version.
      const [cur] = await tx
        .select({ version: dmcItineraries.version, sentAt: dmcItineraries.sentAt })
        .from(dmcItineraries)
        .where(and(eq(dmcItineraries.siteId, db.siteId), eq(dmcItineraries.id, existing.id)))
        .for("update");
      before = cur.sentAt ? await loadKart(db, existing.id) : null;
      const next = before ? { version: cur.version + 1, sentAt: null } : {};
      await tx
        .update(dmcItineraries)
        .set({ ...header, ...next })
        .where(and(eq(dmcItineraries.siteId, db.siteId), eq(dmcItineraries.id, existing.id)));
      if (before) await tx.insert(dmcItineraryVersions).values({ siteId: db.siteId, itineraryId, version: cur.version, snapshot: before, sentAt: cur.sentAt });
    } else {
      const [row] = await tx
        .insert(dmcItineraries)
        .values({ siteId: db.siteId, quotationId: `pending-${crypto.randomUUID()}`, createdByUserId: ctx.principal.userId, ...header })
        .returning({ id: dmcItineraries.id });
      itineraryId = row.id;
      await tx
        .update(dmcItineraries)
        .set({ quotationId: `QT-${String(itineraryId).padStart(6, "0")}` })
        .where(eq(dmcItineraries.id, itineraryId));
    }
    await writeLines(tx, db.siteId, itineraryId, k, activityOf);
    if (k.cartId !== undefined) await linkCartToKart(tx, db.siteId, k.cartId, itineraryId);
    // Vouchering creates the transfers, a later save re-syncs them, cancelling cancels the open ones (decision 0042).
    await applyVoucherTransfers(tx, db.siteId, itineraryId, k, existing?.isVouchered ?? false);
    // Cancelled or no longer vouchered: the vouchers' QR links die with it (decision 0058).
    if (existing && (k.isCancelled || !k.isVouchered)) await revokeVoucherLinks(tx, db.siteId, itineraryId);
    return { id: itineraryId, before };
  });
  const after = await loadKart(db, id);
  if (before) {
    const changes = diffKart(before, after);
    await db.db
      .update(dmcItineraryVersions)
      .set({ changes })
      .where(and(eq(dmcItineraryVersions.siteId, db.siteId), eq(dmcItineraryVersions.itineraryId, id), eq(dmcItineraryVersions.version, before.version)));
    return { ...(await loadKart(db, id)), message: KartMessages.saved };
  }
  return { ...after, message: KartMessages.saved };
}
