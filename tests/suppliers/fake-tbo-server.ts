import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { findAirport } from "@/server/suppliers/simulated/airports";
import { createSimulatedSupplier } from "@/server/suppliers/simulated/simulated-supplier";
import type { SupplierSearchRequest } from "@/server/suppliers/types";
import { createFakeBookingDesk, type BookingMethod } from "./fake-tbo-booking";
import { CHANGE_REQUEST_METHODS, createFakeChangeRequestDesk, type ChangeRequestMethod } from "./fake-tbo-change-requests";
import { toWireCalendarDay, toWireFareRule, toWireResult } from "./fake-tbo-wire";

/**
 * A fake TBO Air v10 server on loopback (reference/flight-suppliers.md section 1): one host with
 * /SharedData.svc/rest/Authenticate and /AirService.svc/rest/{Search,FareRule,FareQuote,GetCalendarFare,SSR,
 * Book,Ticket,GetBookingDetails,ReleasePNRRequest,SendChangeRequest,GetChangeRequestStatus,
 * GetCancellationCharges}; the booking methods also answer under
 * /BookingEngine/AirService.svc/rest (live TBO's separate booking host). Always HTTP 200 with TBO's
 * envelopes; inventory comes from the simulated generator, bookings are kept in memory (see
 * fake-tbo-booking.ts). Switches let a test make any method fail, expire the session once, answer
 * slowly (all calls, or Ticket only), change the price at Ticket, or answer a hand-written payload.
 */
export type TboMethod = "Authenticate" | "Search" | "FareRule" | "FareQuote" | "GetCalendarFare" | BookingMethod | ChangeRequestMethod;
export type WireFailure = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string };

export type FakeTboSwitches = {
  /** Answer this failure (on HTTP 200) for the method until cleared. */
  failures: Partial<Record<TboMethod, WireFailure>>;
  /** The next AirService call answers ResponseStatus 4 and every issued token stops working. */
  invalidSessionOnce: boolean;
  /** Wait this long before answering any call. */
  delayMs: number;
  /** Answer exactly this body to the next Search calls (after the token check). */
  searchOverride: unknown;
  /** FareQuote answers a higher fare with IsPriceChanged true. */
  priceChangeAtFareQuote: boolean;
  /** Ticket answers IsPriceChanged true (fare +4%, nothing issued) unless IsPriceChangeAccepted is true. */
  priceChangeAtTicket: boolean;
  /** Ticket waits this long before answering, and still issues the tickets if the caller gave up. */
  ticketDelayMs: number;
  /** GetChangeRequestStatus answers (and keeps) this ChangeRequestStatus (4 Completed, 5 Rejected); null: the request's own. */
  changeRequestStatus: number | null;
};

export type FakeTboRequest = { method: TboMethod; path: string; body: Record<string, unknown>; acceptEncoding: string };

export type FakeTboServer = {
  origin: string;
  authUrl: string;
  airUrl: string;
  /** The booking host's base (Book, Ticket, GetBookingDetails, ReleasePNRRequest). */
  bookingUrl: string;
  credentials: { clientId: string; userName: string; password: string };
  counters: Record<TboMethod, number>;
  requests: FakeTboRequest[];
  switches: FakeTboSwitches;
  /** Tokens stop working (as at midnight). */
  expireTokens(): void;
  reset(): void;
  close(): Promise<void>;
};

const BOOKING_METHODS: BookingMethod[] = ["SSR", "Book", "Ticket", "GetBookingDetails", "ReleasePNRRequest"];
const METHODS: TboMethod[] = ["Authenticate", "Search", "FareRule", "FareQuote", "GetCalendarFare", ...BOOKING_METHODS, ...CHANGE_REQUEST_METHODS];
const BOOKING_HOST_METHODS = new Set<TboMethod>(["Book", "Ticket", "GetBookingDetails", "ReleasePNRRequest", ...CHANGE_REQUEST_METHODS]);
const OK_ERROR = { ErrorCode: 0, ErrorMessage: "" };

const asNumber = (v: unknown) => Number(v ?? 0);
const asBool = (v: unknown) => v === true || v === "true";

function freshSwitches(): FakeTboSwitches {
  return { failures: {}, invalidSessionOnce: false, delayMs: 0, searchOverride: undefined, priceChangeAtFareQuote: false, priceChangeAtTicket: false, ticketDelayMs: 0, changeRequestStatus: null };
}

/** A TBO Search body -> the simulated request it stands for. */
function toSimRequest(body: Record<string, unknown>): SupplierSearchRequest {
  const segments = (Array.isArray(body.Segments) ? body.Segments : []).map((s: Record<string, unknown>) => ({
    origin: String(s.Origin),
    destination: String(s.Destination),
    departureDate: String(s.PreferredDepartureTime ?? "").slice(0, 10),
  }));
  const jt = asNumber(body.JourneyType);
  const countries = new Set(segments.flatMap((s) => [findAirport(s.origin)?.countryCode, findAirport(s.destination)?.countryCode]));
  const cabin = asNumber((body.Segments as Record<string, unknown>[] | undefined)?.[0]?.FlightCabinClass ?? 2);
  return {
    journeyType: jt === 5 ? 2 : jt === 3 ? 3 : jt === 2 ? 2 : 1,
    segments,
    adults: asNumber(body.AdultCount),
    children: asNumber(body.ChildCount),
    infants: asNumber(body.InfantCount),
    cabinClass: ([1, 2, 3, 4, 5, 6].includes(cabin) ? cabin : 2) as SupplierSearchRequest["cabinClass"],
    directFlight: asBool(body.DirectFlight),
    preferredAirlines: Array.isArray(body.PreferredAirlines) ? body.PreferredAirlines.map(String) : [],
    specialReturn: jt === 5,
    isDomestic: countries.size === 1,
  };
}

export async function startFakeTboServer(options: { seed?: number; credentials?: FakeTboServer["credentials"] } = {}): Promise<FakeTboServer> {
  const credentials = options.credentials ?? { clientId: "ApiIntegrationNew", userName: "wayfare", password: "s3cret!" };
  const tokens = new Set<string>();
  const traces = new Map<string, { simTraceId: string; cabinClass: number }>();
  const timers = new Set<NodeJS.Timeout>();
  const counters = Object.fromEntries(METHODS.map((m) => [m, 0])) as Record<TboMethod, number>;
  const requests: FakeTboRequest[] = [];
  let switches = freshSwitches();
  const sim = () => createSimulatedSupplier({ seed: options.seed ?? 11, priceChangeAtFareQuote: switches.priceChangeAtFareQuote });
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  const desk = createFakeBookingDesk({ sim, trace: (traceId) => traces.get(traceId), switches: () => switches, wait });
  const crDesk = createFakeChangeRequestDesk({ bookings: desk.bookings, status: () => switches.changeRequestStatus });

  const envelope = (body: Record<string, unknown>) => ({ Response: { ResponseStatus: 1, Error: OK_ERROR, ...body } });
  const failure = (f: WireFailure, traceId = "") => ({ Response: { ResponseStatus: f.ResponseStatus, Error: { ErrorCode: f.ErrorCode, ErrorMessage: f.ErrorMessage }, TraceId: traceId } });

  async function answer(method: TboMethod, body: Record<string, unknown>): Promise<unknown> {
    if (method === "Authenticate") {
      const ok = body.ClientId === credentials.clientId && body.UserName === credentials.userName && body.Password === credentials.password && !!body.EndUserIp;
      if (!ok) return { Status: 2, TokenId: null, Error: { ErrorCode: 2, ErrorMessage: "Invalid Credentials" }, Member: null };
      const tokenId = randomUUID();
      tokens.add(tokenId);
      return { Status: 1, TokenId: tokenId, Error: OK_ERROR, Member: { FirstName: "Api", LastName: "User", Email: "api@example.test", MemberId: 123, AgencyId: 456, LoginName: credentials.userName, LoginDetails: "" } };
    }
    if (!body.EndUserIp) return failure({ ResponseStatus: 3, ErrorCode: 3, ErrorMessage: "EndUserIp is required" });
    if (switches.invalidSessionOnce) {
      switches.invalidSessionOnce = false;
      tokens.clear();
      return failure({ ResponseStatus: 4, ErrorCode: 6, ErrorMessage: "Your session (TokenId) has expired" });
    }
    if (!tokens.has(String(body.TokenId))) return failure({ ResponseStatus: 4, ErrorCode: 6, ErrorMessage: "Invalid Token" });
    const planned = switches.failures[method];
    if (planned) return failure(planned);

    if (method === "Search") {
      if (switches.searchOverride !== undefined) return switches.searchOverride;
      const request = toSimRequest(body);
      const { traceId: simTraceId, results } = await sim().search(request);
      if (results.length === 0) return failure({ ResponseStatus: 2, ErrorCode: 25, ErrorMessage: "No Result Found" });
      const traceId = randomUUID();
      traces.set(traceId, { simTraceId, cabinClass: request.cabinClass });
      const wire = (list: 0 | 1) => results.filter((r) => r.listIndex === list).map((r) => toWireResult(r, request.cabinClass));
      const split = request.journeyType === 2 && request.isDomestic;
      return envelope({ TraceId: traceId, Origin: request.segments[0]?.origin ?? "", Destination: request.segments[0]?.destination ?? "", Results: split ? [wire(0), wire(1)] : [wire(0)] });
    }
    if (method === "GetCalendarFare") {
      const seg = (Array.isArray(body.Segments) ? body.Segments[0] : {}) as Record<string, unknown>;
      const days = await sim().calendarFare({ origin: String(seg.Origin), destination: String(seg.Destination), month: String(seg.PreferredDepartureTime ?? "").slice(0, 7), cabinClass: asNumber(seg.FlightCabinClass) });
      return envelope({ TraceId: randomUUID(), Origin: seg.Origin, Destination: seg.Destination, SearchResults: days.map(toWireCalendarDay) });
    }
    if ((BOOKING_METHODS as string[]).includes(method)) return desk.answer(method as BookingMethod, body);
    if ((CHANGE_REQUEST_METHODS as string[]).includes(method)) return crDesk.answer(method as ChangeRequestMethod, body);
    const trace = traces.get(String(body.TraceId));
    if (!trace) return failure({ ResponseStatus: 3, ErrorCode: 3, ErrorMessage: "Invalid TraceId or the TraceId has expired" });
    const resultIndex = String(body.ResultIndex ?? "").split(",")[0];
    try {
      if (method === "FareRule") {
        const rules = await sim().fareRules({ traceId: trace.simTraceId, resultIndex });
        return envelope({ TraceId: body.TraceId, FareRules: rules.map(toWireFareRule) });
      }
      const quote = await sim().fareQuote({ traceId: trace.simTraceId, resultIndex });
      return envelope({ TraceId: body.TraceId, IsPriceChanged: quote.isPriceChanged, Results: toWireResult(quote.result, trace.cabinClass) });
    } catch {
      return failure({ ResponseStatus: 3, ErrorCode: 3, ErrorMessage: "Invalid ResultIndex" });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const method = METHODS.find(
      (m) => path === (m === "Authenticate" ? "/SharedData.svc/rest/Authenticate" : `/AirService.svc/rest/${m}`) || (BOOKING_HOST_METHODS.has(m) && path === `/BookingEngine/AirService.svc/rest/${m}`),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || !method) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Endpoint not found.");
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      res.writeHead(400, { "content-type": "text/html" }).end("<html><body>Request Error</body></html>");
      return;
    }
    counters[method]++;
    const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    requests.push({ method, path, body, acceptEncoding });
    if (switches.delayMs > 0) {
      await wait(switches.delayMs);
      if (res.destroyed || req.socket.destroyed) return;
    }
    const text = JSON.stringify(await answer(method, body));
    if (res.destroyed || req.socket.destroyed) return;
    if (/\bgzip\b/.test(acceptEncoding)) {
      const zipped = gzipSync(text);
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-encoding": "gzip", "content-length": zipped.length }).end(zipped);
    } else {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) }).end(text);
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    authUrl: `${origin}/SharedData.svc/rest/Authenticate`,
    airUrl: `${origin}/AirService.svc/rest`,
    bookingUrl: `${origin}/BookingEngine/AirService.svc/rest`,
    credentials,
    counters,
    requests,
    get switches() {
      return switches;
    },
    expireTokens: () => tokens.clear(),
    reset() {
      switches = freshSwitches();
      requests.length = 0;
      for (const m of METHODS) counters[m] = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
