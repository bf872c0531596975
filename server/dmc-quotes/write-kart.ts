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
import type { KartLineNames } from "@/lib/contracts/dmc-kart-trip";
import { checkKartRules, KartMessages, type TSaveKartRequest } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { diffKart } from "./kart-diff";
import { currencySymbolOf, kartTotal } from "./kart-money";
import { countUnpriced, firstUnpriced, type PricingStatus, pricingStatusOf } from "./kart-pricing-status";
import { loadKart } from "./load-kart";
import { lockExchangeRates } from "./lock-exchange-rates";
import { linkCartToKart } from "./link-cart";
import { applyVoucherTransfers } from "./voucher-transfers";
import { revokeVoucherLinks } from "./voucher-tokens";

type Catalogue = { activityOf: Map<number, number>; names: Required<KartLineNames> };

/** Every catalogue id the lines name must be this site's (another site's answers 404 like an unknown one); answers tour option -> activity and the lines' names. */
async function checkCatalogue(db: SiteDb, k: TSaveKartRequest): Promise<Catalogue> {
  const hotelIds = [...new Set(k.accomodations.map((a) => a.accomodationId))];
  const roomIds = [...new Set(k.accomodations.flatMap((a) => (a.roomTypeId ? [a.roomTypeId] : [])))];
  const optionIds = [...new Set(k.activities.map((a) => a.tourOptionId))];
  const [hotels, rooms, options] = await Promise.all([
    hotelIds.length ? db.db.select({ id: dmcHotels.id, name: dmcHotels.name }).from(dmcHotels).where(db.where(dmcHotels, inArray(dmcHotels.id, hotelIds))) : [],
    roomIds.length ? db.db.select({ id: dmcRoomTypes.id, hotelId: dmcRoomTypes.hotelId }).from(dmcRoomTypes).where(db.where(dmcRoomTypes, inArray(dmcRoomTypes.id, roomIds))) : [],
    optionIds.length ? db.db.select({ id: dmcTourOptions.id, activityId: dmcTourOptions.activityId, name: dmcTourOptions.name }).from(dmcTourOptions).where(db.where(dmcTourOptions, inArray(dmcTourOptions.id, optionIds))) : [],
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
  const names = {
    accomodations: k.accomodations.map((a) => hotels.find((h) => h.id === a.accomodationId)?.name),
    activities: k.activities.map((a) => options.find((o) => o.id === a.tourOptionId)?.name),
  };
  return { activityOf, names };
}

type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

/** The ids the kept lines had (the remove endpoints keep them: a line's id stays while the line stays); absent: new ids. */
export type KeptLineIds = Partial<Record<"accomodations" | "activities" | "miscellaneous", number[]>>;

async function writeLines(tx: Tx, siteId: number, itineraryId: number, k: TSaveKartRequest, activityOf: Map<number, number>, pricing: PricingStatus, kept: KeptLineIds) {
  const scope = { siteId, itineraryId };
  for (const t of [dmcItineraryAccomodations, dmcItineraryActivities, dmcItineraryMiscellaneous, dmcItineraryFlights, dmcItineraryPassengers] as const) {
    await tx.delete(t).where(and(eq(t.siteId, siteId), eq(t.itineraryId, itineraryId)));
  }
  const pos = <T>(rows: T[], ids?: number[]) => rows.map((r, position) => ({ ...scope, position, ...r, ...(ids?.[position] ? { id: ids[position] } : {}) }));
  if (k.accomodations.length)
    await tx.insert(dmcItineraryAccomodations).values(pos(k.accomodations.map((a, i) => ({ ...a, confirmationNumber: a.confirmationNumber || null, unpricedReason: pricing.accomodations[i] })), kept.accomodations));
  if (k.activities.length)
    await tx
      .insert(dmcItineraryActivities)
      .values(pos(k.activities.map((a, i) => ({ ...a, activityId: activityOf.get(a.tourOptionId) as number, confirmationNumber: a.confirmationNumber || null, unpricedReason: pricing.activities[i] })), kept.activities));
  if (k.miscellaneous.length) await tx.insert(dmcItineraryMiscellaneous).values(pos(k.miscellaneous, kept.miscellaneous));
  if (k.flights.length) await tx.insert(dmcItineraryFlights).values(pos(k.flights.map((f) => ({ ...f, pnr: f.pnr || null }))));
  if (k.passengers.length) await tx.insert(dmcItineraryPassengers).values(pos(k.passengers));
}

/**
 * THE write path of an itinerary (decision 0062): kart/saveKart and the kart/removeKart* endpoints
 * both come here with the whole itinerary as it is to be, so every change goes through the same
 * rules. One transaction; the total is the server's (lines at the locked rates, charges, discount);
 * the spec's rules and the trip's (checkKartRules) answer their message; every hotel and activity
 * line is priced again by the rate engine and an unpriced one is flagged (a vouchered itinerary
 * refuses it). Saving a quotation that has been sent archives the sent version (readable, with what
 * changed) and makes the next one; a vouchered itinerary's transfers follow its legs (a removed
 * leg's transfer is cancelled, never deleted).
 */
export async function writeKart(ctx: UserContext, k: TSaveKartRequest, options: { message?: string; kept?: KeptLineIds; unchangedSince?: Date } = {}) {
  const message = options.message ?? KartMessages.saved;
  const db = ctx.db;
  const [customer] = await db.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, db.siteId), eq(users.id, k.customerId), ne(users.userType, "staff")));
  if (!customer) throw new AppError("NOT_FOUND", KartMessages.customerNotFound);
  const existing = k.id !== undefined ? (await db.db.select().from(dmcItineraries).where(db.byId(dmcItineraries, k.id)))[0] : undefined;
  if (k.id !== undefined && !existing) throw new AppError("NOT_FOUND", KartMessages.notFound);
  const { activityOf, names } = await checkCatalogue(db, k);

  const priced = [...k.accomodations, ...k.activities, ...k.miscellaneous, ...k.flights];
  const locked = existing && existing.currency === k.currency ? existing.exchangeRates : {};
  const rates = await lockExchangeRates(db, k.currency, priced.map((l) => l.currency), locked);
  const totalPrice = kartTotal(priced, k, rates);
  const broken = checkKartRules(k, totalPrice, names);
  if (broken) throw new AppError("VALIDATION_ERROR", broken);
  const pricing = await pricingStatusOf(db, k);
  // Checked in the transaction after the transfers, so the spec's and the legs' messages come first.
  const unpriced = k.isVouchered && !k.isCancelled ? firstUnpriced(pricing, names, "voucher") : null;

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
    unpricedLines: countUnpriced(pricing),
    updatedAt: new Date(),
  };
  const { id, before } = await db.transaction(async (tx) => {
    let itineraryId: number;
    let before: Awaited<ReturnType<typeof loadKart>> | null = null;
    if (existing) {
      itineraryId = existing.id;
      // Lock the header: of two saves racing on a sent quotation, one archives it, the other waits and edits the new version.
      const [cur] = await tx
        .select({ version: dmcItineraries.version, sentAt: dmcItineraries.sentAt, updatedAt: dmcItineraries.updatedAt })
        .from(dmcItineraries)
        .where(and(eq(dmcItineraries.siteId, db.siteId), eq(dmcItineraries.id, existing.id)))
        .for("update");
      // A remove read the itinerary before this transaction: another save in between would be undone by writing what it read.
      if (options.unchangedSince && cur.updatedAt.getTime() !== options.unchangedSince.getTime()) throw new AppError("CONFLICT", KartMessages.changedMeanwhile);
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
    await writeLines(tx, db.siteId, itineraryId, k, activityOf, pricing, options.kept ?? {});
    // Made from an activity cart (decision 0065): the cart links to it and is quoted, in this transaction.
    if (k.cartId !== undefined) await linkCartToKart(tx, db.siteId, k.cartId, itineraryId);
    // Vouchering creates the transfers, a later save re-syncs them, cancelling cancels the open ones (decision 0042).
    await applyVoucherTransfers(tx, db.siteId, itineraryId, k, existing?.isVouchered ?? false);
    if (unpriced) throw new AppError("VALIDATION_ERROR", unpriced);
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
    return { ...(await loadKart(db, id)), message };
  }
  return { ...after, message };
}
