import "server-only";
import { createHash } from "node:crypto";
import { SupplierError, type SupplierCallOptions, type SupplierSearchRequest } from "../types";
import { type ChangeRequestSupplier } from "../change-request-types";
import { mapBookingAnswer, mapItinerary, mapSsr } from "./tbo-booking-map";
import { mapCancellationCharges, mapChangeRequestState, mapTicketCrInfo, toSendChangeRequestBody } from "./tbo-change-request-map";
import { toBookBody, toTicketBody, wireBookingId } from "./tbo-booking-wire";
import { createTboPost, raceAbort, type TboPost } from "./tbo-http";
import { mapCalendarFares, mapFareRules, mapResult, mapSearchResults } from "./tbo-map";
import { defaultTboTokenStore, type TboTokenStore } from "./tbo-token-store";
import { bool, num, rec, str, TboResponseStatus, type Wire } from "./tbo-wire";

export type TboCredentials = { clientId: string; userName: string; password: string };

export type TboConfig = {
  credentials: TboCredentials;
  /** The Authenticate URL, or the SharedData.svc/rest base it lives under. */
  authUrl: string;
  /** The AirService.svc/rest base: Search, FareRule, FareQuote, SSR, GetCalendarFare are appended. */
  airUrl: string;
  /** The booking host's AirService.svc/rest base (Book, Ticket, GetBookingDetails, ReleasePNRRequest, change requests); defaults to airUrl. */
  bookingUrl?: string;
  /** Default EndUserIp; a call's `endUserIp` option wins. */
  endUserIp: string;
  fetch?: typeof fetch;
  tokenStore?: TboTokenStore;
  /** Clock for the token's calendar day (tests). */
  now?: () => Date;
  /** Per HTTP call, on top of the caller's AbortSignal. */
  timeoutMs?: number;
  sourceName?: string;
};

/** Authenticate calls in flight, per token key: concurrent searches share one. */
const authInFlight = new Map<string, Promise<string>>();

/** The token's calendar day: TBO is in India, a token lives 00:00-23:59 IST. */
function istDay(now: Date): { date: string; endsAt: Date } {
  const date = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return { date, endsAt: new Date(Date.parse(`${date}T23:59:59.999+05:30`)) };
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** TBO's JourneyType for a search: 1 one-way, 2 return, 3 multi-city, 5 special return (domestic). */
export function tboJourneyType(request: SupplierSearchRequest): 1 | 2 | 3 | 5 {
  if (request.journeyType === 2 && request.specialReturn && request.isDomestic) return 5;
  return request.journeyType;
}

/** SupplierSearchRequest -> the Search body (numbers as strings, as TBO's own samples send them). */
export function toTboSearchBody(request: SupplierSearchRequest): Wire {
  return {
    AdultCount: String(request.adults),
    ChildCount: String(request.children),
    InfantCount: String(request.infants),
    DirectFlight: String(request.directFlight),
    OneStopFlight: "false",
    JourneyType: String(tboJourneyType(request)),
    PreferredAirlines: request.preferredAirlines.length > 0 ? request.preferredAirlines : null,
    Segments: request.segments.map((s) => ({
      Origin: s.origin,
      Destination: s.destination,
      FlightCabinClass: String(request.cabinClass),
      PreferredDepartureTime: `${s.departureDate}T00:00:00`,
      PreferredArrivalTime: `${s.departureDate}T00:00:00`,
    })),
    Sources: null,
  };
}

/**
 * The TBO Air v10 JSON adapter (reference/flight-suppliers.md section 1). One Authenticate per
 * calendar day per credentials (token kept in `tokenStore`); every answer is HTTP 200, so
 * Response.ResponseStatus and Error.ErrorCode decide success; an invalid session re-authenticates
 * once and retries. Credentials are never logged nor put in an error message.
 */
export function createTboSupplier(config: TboConfig): ChangeRequestSupplier {
  const sourceName = config.sourceName ?? "TBO";
  const post: TboPost = createTboPost(config.fetch ?? fetch, sourceName, config.timeoutMs ?? 60_000);
  const store = config.tokenStore ?? defaultTboTokenStore;
  const now = config.now ?? (() => new Date());
  const authUrl = /\/Authenticate$/i.test(trimSlash(config.authUrl)) ? trimSlash(config.authUrl) : `${trimSlash(config.authUrl)}/Authenticate`;
  const airUrl = trimSlash(config.airUrl);
  const bookingUrl = trimSlash(config.bookingUrl || config.airUrl);
  const { clientId, userName, password } = config.credentials;
  const credentialHash = createHash("sha256").update(`${authUrl}\n${clientId}\n${userName}\n${password}`).digest("hex").slice(0, 32);
  const timedOut = () => new SupplierError(sourceName, `${sourceName} did not answer in time`, true);

  async function authenticate(key: string, endsAt: Date): Promise<string> {
    const answer = await post(authUrl, { ClientId: clientId, UserName: userName, Password: password, EndUserIp: config.endUserIp });
    const error = rec(answer.Error);
    const tokenId = str(answer.TokenId);
    if (num(answer.Status) !== 1 || num(error.ErrorCode) !== 0 || !tokenId) {
      throw new SupplierError(sourceName, `${sourceName} authentication failed: ${str(error.ErrorMessage) || `status ${num(answer.Status)}`}`);
    }
    await store.set(key, tokenId, endsAt);
    return tokenId;
  }

  /** Today's token: from the store, else one shared Authenticate call. */
  async function token(signal?: AbortSignal): Promise<{ key: string; tokenId: string }> {
    const { date, endsAt } = istDay(now());
    const key = `tbo:${credentialHash}:${date}`;
    const stored = await store.get(key);
    if (stored) return { key, tokenId: stored };
    let pending = authInFlight.get(key);
    if (!pending) {
      pending = authenticate(key, endsAt).finally(() => authInFlight.delete(key));
      authInFlight.set(key, pending);
    }
    return { key, tokenId: await raceAbort(pending, signal, timedOut) };
  }

  const statusOf = (answer: Wire) => num(rec(answer.Response).ResponseStatus);

  /**
   * Calls an AirService method and returns its `Response`, or throws TBO's error message.
   * `uncertain` (Book, Ticket): once the request has gone out, a timeout, lost connection or
   * unreadable answer may hide a booking made at TBO, so that SupplierError carries isUncertain.
   */
  async function callAir(method: string, body: Wire, options?: SupplierCallOptions, how: { base?: string; uncertain?: boolean } = {}): Promise<Wire> {
    const signal = options?.signal;
    if (signal?.aborted) throw timedOut();
    const url = `${how.base ?? airUrl}/${method}`;
    const send = async (tokenId: string) => {
      if (signal?.aborted) throw timedOut();
      try {
        return await post(url, { EndUserIp: options?.endUserIp || config.endUserIp, TokenId: tokenId, ...body }, signal);
      } catch (error) {
        if (!how.uncertain || !(error instanceof SupplierError)) throw error;
        throw new SupplierError(sourceName, `${error.message}; the ${method} may have gone through at ${sourceName}`, error.isTimeout, true);
      }
    };
    let session = await token(signal);
    let answer = await send(session.tokenId);
    if (statusOf(answer) === TboResponseStatus.InValidSession) {
      await store.delete(session.key, session.tokenId);
      session = await token(signal);
      answer = await send(session.tokenId);
    }
    const response = rec(answer.Response);
    const error = rec(response.Error);
    const status = num(response.ResponseStatus);
    if (status !== TboResponseStatus.Successful || num(error.ErrorCode) !== 0) {
      throw new SupplierError(sourceName, str(error.ErrorMessage) || `${sourceName} ${method} failed (ResponseStatus ${status})`);
    }
    return response;
  }

  return {
    code: "tbo",
    sourceName,

    async search(request, options) {
      const journeyType = tboJourneyType(request);
      const response = await callAir("Search", toTboSearchBody(request), options);
      const domesticReturn = request.journeyType === 2 && request.isDomestic;
      return { traceId: str(response.TraceId), results: mapSearchResults(response, { domesticReturn, specialReturnSearch: journeyType === 5 }) };
    },

    async calendarFare(request, options) {
      const body = {
        JourneyType: "1",
        PreferredAirlines: null,
        Segments: [{ Origin: request.origin, Destination: request.destination, FlightCabinClass: String(request.cabinClass), PreferredDepartureTime: `${request.month}-01T00:00:00` }],
        Sources: null,
      };
      return mapCalendarFares(await callAir("GetCalendarFare", body, options));
    },

    async fareRules(request, options) {
      return mapFareRules(await callAir("FareRule", { TraceId: request.traceId, ResultIndex: request.resultIndex }, options));
    },

    async fareQuote(request, options) {
      const response = await callAir("FareQuote", { TraceId: request.traceId, ResultIndex: request.resultIndex }, options);
      // A special return is quoted with "OB,IB" (the docs) or by its one index; the stored search keeps its fareType either way.
      return { isPriceChanged: bool(response.IsPriceChanged), result: mapResult(rec(response.Results), 0, request.resultIndex.includes(",")) };
    },

    async ssr(request, options) {
      return mapSsr(await callAir("SSR", { TraceId: request.traceId, ResultIndex: request.resultIndex }, options));
    },

    /** Book answers nest: Response.Response carries PNR, BookingId, Status and FlightItinerary. */
    async book(request, options) {
      const response = await callAir("Book", toBookBody(request), options, { base: bookingUrl, uncertain: true });
      const inner = rec(response.Response);
      if (num(inner.Status) === 2) throw new SupplierError(sourceName, `${sourceName} could not hold the booking (Status 2)`);
      const a = mapBookingAnswer(inner, "held");
      return { bookingId: a.bookingId, pnr: a.pnr, status: a.status, isPriceChanged: a.isPriceChanged, isTimeChanged: a.isTimeChanged, itinerary: a.itinerary };
    },

    async ticket(request, options) {
      const response = await callAir("Ticket", toTicketBody(request), options, { base: bookingUrl, uncertain: true });
      const inner = rec(response.Response);
      if (num(inner.Status) === 2) throw new SupplierError(sourceName, `${sourceName} could not issue the tickets (Status 2)`);
      return mapBookingAnswer(inner, "ticketed");
    },

    /** GetBookingDetails is not nested: Response.FlightItinerary. */
    async getBookingDetails(request, options) {
      const body: Wire = request.bookingId
        ? { BookingId: wireBookingId(request.bookingId), ...(request.pnr ? { PNR: request.pnr } : {}) }
        : request.pnr
          ? { PNR: request.pnr, ...(request.firstName ? { FirstName: request.firstName } : {}), ...(request.lastName ? { LastName: request.lastName } : {}) }
          : request.traceId
            ? { TraceId: request.traceId }
            : {};
      if (Object.keys(body).length === 0) throw new SupplierError(sourceName, "A booking id, PNR or trace id is required");
      return mapItinerary((await callAir("GetBookingDetails", body, options, { base: bookingUrl })).FlightItinerary);
    },

    async releasePnr(request, options) {
      await callAir("ReleasePNRRequest", { BookingId: wireBookingId(request.bookingId), Source: request.source }, options, { base: bookingUrl });
      return { bookingId: request.bookingId, status: "cancelled" as const };
    },

    /** One TicketCRInfo per ticket. A lost answer may hide a raised request (isUncertain). */
    async sendChangeRequest(request, options) {
      const response = await callAir("SendChangeRequest", toSendChangeRequestBody(request), options, { base: bookingUrl, uncertain: true });
      const states = mapTicketCrInfo(response);
      if (states.length === 0) throw new SupplierError(sourceName, `${sourceName} answered no change request id`, false, true);
      return states;
    },

    async getChangeRequestStatus(request, options) {
      const body = { ChangeRequestId: /^\d{1,15}$/.test(request.changeRequestId) ? Number(request.changeRequestId) : request.changeRequestId };
      const state = mapChangeRequestState(await callAir("GetChangeRequestStatus", body, options, { base: bookingUrl }));
      return { ...state, changeRequestId: state.changeRequestId || request.changeRequestId };
    },

    /** BookingMode 5 is API bookings. TBO prices the whole booking: sectors and tickets are not sent. */
    async getCancellationCharges(request, options) {
      const body = { RequestType: request.requestType, BookingId: wireBookingId(request.bookingId), BookingMode: 5 };
      return mapCancellationCharges(await callAir("GetCancellationCharges", body, options, { base: bookingUrl }));
    },
  };
}
