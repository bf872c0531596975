import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcActivities, dmcHotels, dmcRoomTypes, dmcTourOptions } from "@/db/schema/dmc";
import {
  dmcItineraries,
  dmcItineraryAccomodations,
  dmcItineraryActivities,
  dmcItineraryFlights,
  dmcItineraryMiscellaneous,
  dmcItineraryPassengers,
  dmcItineraryVersions,
} from "@/db/schema/dmc-itineraries";
import { legalEntities, users } from "@/db/schema/users";
import { KartMessages } from "@/lib/contracts/dmc-quotes";
import { AppError } from "@/server/http/errors";
import { convert, toMajor } from "./kart-money";

const M = toMajor;

/** A row without its scope columns (site and itinerary). */
function unscoped<R extends { siteId: number; itineraryId: number }>(row: R): Omit<R, "siteId" | "itineraryId"> {
  const copy: Partial<R> = { ...row };
  delete copy.siteId;
  delete copy.itineraryId;
  return copy as Omit<R, "siteId" | "itineraryId">;
}

/** One itinerary as the API shows it (major units), with names for every catalogue line and the version list. */
export async function loadKart(db: SiteDb, id: number) {
  const [h] = await db.db.select().from(dmcItineraries).where(db.byId(dmcItineraries, id));
  if (!h) throw new AppError("NOT_FOUND", KartMessages.notFound);
  const of = <T extends typeof dmcItineraryAccomodations | typeof dmcItineraryActivities | typeof dmcItineraryMiscellaneous | typeof dmcItineraryFlights | typeof dmcItineraryPassengers>(t: T) =>
    and(eq(t.siteId, db.siteId), eq(t.itineraryId, id));
  const [acc, act, misc, flights, pax, versions, [customer]] = await Promise.all([
    db.db
      .select({ line: dmcItineraryAccomodations, hotelName: dmcHotels.name, roomTypeName: dmcRoomTypes.name })
      .from(dmcItineraryAccomodations)
      .innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcItineraryAccomodations.siteId), eq(dmcHotels.id, dmcItineraryAccomodations.accomodationId)))
      .leftJoin(dmcRoomTypes, and(eq(dmcRoomTypes.siteId, dmcItineraryAccomodations.siteId), eq(dmcRoomTypes.id, dmcItineraryAccomodations.roomTypeId)))
      .where(of(dmcItineraryAccomodations))
      .orderBy(asc(dmcItineraryAccomodations.position), asc(dmcItineraryAccomodations.id)),
    db.db
      .select({ line: dmcItineraryActivities, activityName: dmcActivities.name, tourOptionName: dmcTourOptions.name })
      .from(dmcItineraryActivities)
      .innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcItineraryActivities.siteId), eq(dmcActivities.id, dmcItineraryActivities.activityId)))
      .innerJoin(dmcTourOptions, and(eq(dmcTourOptions.siteId, dmcItineraryActivities.siteId), eq(dmcTourOptions.id, dmcItineraryActivities.tourOptionId)))
      .where(of(dmcItineraryActivities))
      .orderBy(asc(dmcItineraryActivities.position), asc(dmcItineraryActivities.id)),
    db.db.select().from(dmcItineraryMiscellaneous).where(of(dmcItineraryMiscellaneous)).orderBy(asc(dmcItineraryMiscellaneous.position), asc(dmcItineraryMiscellaneous.id)),
    db.db.select().from(dmcItineraryFlights).where(of(dmcItineraryFlights)).orderBy(asc(dmcItineraryFlights.position), asc(dmcItineraryFlights.id)),
    db.db.select().from(dmcItineraryPassengers).where(of(dmcItineraryPassengers)).orderBy(asc(dmcItineraryPassengers.position), asc(dmcItineraryPassengers.id)),
    db.db
      .select({ version: dmcItineraryVersions.version, sentAt: dmcItineraryVersions.sentAt, changes: dmcItineraryVersions.changes, createdAt: dmcItineraryVersions.createdAt })
      .from(dmcItineraryVersions)
      .where(and(eq(dmcItineraryVersions.siteId, db.siteId), eq(dmcItineraryVersions.itineraryId, id)))
      .orderBy(desc(dmcItineraryVersions.version)),
    db.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: legalEntities.companyName, userType: users.userType, taLogoUrl: users.taLogoUrl })
      .from(users)
      .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
      .where(and(eq(users.siteId, db.siteId), eq(users.id, h.customerId))),
  ]);
  const rates = h.exchangeRates;
  const sell = (price: number, currency: string) => ({ price: M(price), sellingPrice: M(convert(price, currency, h.currency, rates)) });
  const stripLine = <L extends { siteId: number; itineraryId: number; price: number; currency: string }>(l: L) => ({ ...unscoped(l), ...sell(l.price, l.currency) });
  return {
    id: h.id,
    quotationId: h.quotationId,
    version: h.version,
    sentAt: h.sentAt?.toISOString() ?? null,
    customerId: h.customerId,
    customer: customer ?? null,
    kartName: h.kartName,
    adults: h.adults,
    child: h.child,
    infant: h.infant,
    arrivalDate: h.arrivalDate,
    noOfDays: h.noOfDays,
    noOfNights: h.noOfNights,
    quoteValidyInDays: h.quoteValidyInDays,
    paymentDeadline: h.paymentDeadline,
    currency: h.currency,
    currencySymbol: h.currencySymbol,
    exchangeRates: rates,
    serviceCharge: M(h.serviceCharge),
    remittanceCharge: M(h.remittanceCharge),
    discount: M(h.discount),
    totalPrice: M(h.totalPrice),
    collectedPayment: M(h.collectedPayment),
    priceBreakup: h.priceBreakup,
    remark: h.remark,
    isAgentBranding: h.isAgentBranding,
    isVouchered: h.isVouchered,
    isCancelled: h.isCancelled,
    confirmationNumbers: h.confirmationNumbers,
    /** Hotel and activity lines without a full price at the last save (each line's unpricedReason says why; decision 0062). */
    unpricedLines: h.unpricedLines,
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
    accomodations: acc.map((r) => {
      const l = stripLine(r.line);
      const m = (k: "singleRoomPrice" | "doubleRoomPrice" | "extraAdultPrice" | "childWithBedPrice" | "childWithoutBedPrice") => M(r.line[k]);
      return {
        ...l,
        singleRoomPrice: m("singleRoomPrice"),
        doubleRoomPrice: m("doubleRoomPrice"),
        extraAdultPrice: m("extraAdultPrice"),
        childWithBedPrice: m("childWithBedPrice"),
        childWithoutBedPrice: m("childWithoutBedPrice"),
        hotelName: r.hotelName,
        roomTypeName: r.roomTypeName,
      };
    }),
    activities: act.map((r) => ({ ...stripLine(r.line), activityName: r.activityName, tourOptionName: r.tourOptionName })),
    miscellaneous: misc.map(stripLine),
    flights: flights.map(stripLine),
    passengers: pax.map(unscoped),
    versions: versions.map((v) => ({ ...v, sentAt: v.sentAt?.toISOString() ?? null, createdAt: v.createdAt.toISOString() })),
  };
}
export type KartView = Awaited<ReturnType<typeof loadKart>>;
