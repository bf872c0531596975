import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { fareShares } from "@/db/schema/fare-shares";
import { flightSearches } from "@/db/schema/flights";
import { FARE_SHARE_TTL_DAYS, FareShareMessages, type TShareFaresRequest, type TSharedTrip } from "@/lib/contracts/fare-shares";
import type { TFlightResult, TSearchRequest } from "@/lib/contracts/flights";
import { baggageOf, fareNameOf } from "@/lib/flight-itineraries";
import { toMinorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findResultOrThrow, getStoredSearchOrThrow } from "@/server/flights/get-stored-search";
import { emailLogoImage } from "@/server/notifications/email-logo";
import { InlineImages } from "@/server/notifications/inline-images";
import { sendEmail } from "@/server/notifications/send-email";
import { findSiteOrigin } from "@/server/sites/find-site";
import { withAgentLogo } from "@/server/tickets/eticket/eticket-logo";
import { hashShareToken, toSharedFare, type SharedFareRecord } from "./fare-share-records";
import { renderFareShareEmail } from "./render-fare-share-email";
import { loadShareAgency } from "./share-agency";

export const FARE_SHARE_PATH = "/flight/offer";

/** The search's route, dates, party and cabin, as the offer names them. */
export function tripOf(request: TSearchRequest): TSharedTrip {
  const legs =
    request.journeyType === 3 && request.segments?.length
      ? request.segments.map((s) => ({ origin: s.origin, destination: s.destination, date: s.departureDate }))
      : [
          { origin: request.origin ?? "", destination: request.destination ?? "", date: request.departureDate ?? "" },
          ...(request.journeyType === 2 && request.returnDate ? [{ origin: request.destination ?? "", destination: request.origin ?? "", date: request.returnDate }] : []),
        ];
  return { journeyType: request.journeyType, legs, adults: request.adt, children: request.chd ?? 0, infants: request.inf ?? 0, cabinClass: request.cabinClass ?? 2 };
}

/**
 * A fare as shared: the customer's price of the result (publishedPrice: what the search shows the
 * customer, the site's markup and GST included) plus the agent's own markup, in paise. The agent's
 * net (totalPayableAmt), commission and the fare chain are never copied.
 */
function recordOf(result: TFlightResult, markup: number): SharedFareRecord {
  return {
    segments: result.segments,
    fareName: fareNameOf(result),
    baggage: baggageOf(result),
    isRefundable: result.isRefundable,
    currency: result.fare.currency || "INR",
    pricePaise: toMinorUnits(result.publishedPrice) + markup,
  };
}

/** POST /api/fareShare/create: the snapshot, its link and (with an email) the message through the outbox. */
export async function shareFares(ctx: UserContext, input: TShareFaresRequest) {
  const search = await getStoredSearchOrThrow(ctx, input.searchId);
  const results = [...new Set(input.resultIndexes)].map((index) => findResultOrThrow(search, index));
  const [stored] = await ctx.db.db.select({ request: flightSearches.request }).from(flightSearches).where(ctx.db.where(flightSearches, eq(flightSearches.id, search.id))).limit(1);
  const trip = tripOf(stored.request as TSearchRequest);
  const markup = toMinorUnits(input.markup);
  const fares = results.map((r) => recordOf(r, markup));
  const agency = await loadShareAgency(ctx);
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + FARE_SHARE_TTL_DAYS * 86_400_000);
  const [row] = await ctx.db.db
    .insert(fareShares)
    .values({
      siteId: ctx.site.id,
      createdByUserId: ctx.principal.userId,
      tokenHash: hashShareToken(token),
      searchId: search.id,
      trip,
      fares,
      agentMarkup: markup,
      agency,
      customerEmail: input.email?.toLowerCase() ?? null,
      customerName: input.customerName || null,
      expiresAt,
    })
    .returning({ id: fareShares.id, createdAt: fareShares.createdAt });
  const path = `${FARE_SHARE_PATH}/${token}`;
  let emailed = false;
  if (input.email) {
    const link = `${await findSiteOrigin(ctx.site.id)}${path}`;
    const view = { trip, fares: fares.map(toSharedFare), agency, customerName: input.customerName || null, createdAt: row.createdAt.toISOString(), expiresAt: expiresAt.toISOString() };
    // The logo travels inline (cid:, decision 0057); answers go to the agent who shared.
    const images = new InlineImages();
    const logo = await emailLogoImage(ctx.db, (await withAgentLogo(ctx.db, { logoUrl: agency.logoUrl }, { userId: ctx.principal.userId })).logoUrl);
    const message = renderFareShareEmail(view, link, logo ? images.add(logo.content, logo.contentType, "logo") : null);
    const sent = await sendEmail(ctx.db, { to: input.email.toLowerCase(), ...message, fromName: agency.name, replyTo: agency.email, createdByUserId: ctx.principal.userId, attachments: images.attachments });
    if (sent.status === "failed") throw new AppError("SUPPLIER_ERROR", FareShareMessages.emailFailed);
    emailed = true;
  }
  return { shareId: row.id, path, expiresAt: expiresAt.toISOString(), emailed, message: emailed ? FareShareMessages.emailed : FareShareMessages.created };
}
