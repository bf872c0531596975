import "server-only";
import { z } from "zod";
import { SupplierError, type CalendarFareDay, type SupplierCallOptions, type SupplierSearchRequest } from "../types";
import { type ChangeRequestSupplier } from "../change-request-types";
import { findAirport } from "./airports";
import { createSimulatedBookingDesk } from "./booking";
import { createSimulatedChangeRequestDesk } from "./change-requests";
import { makeCandidate, type Candidate } from "./candidates";
import { farePolicyFor, fareRulesFor, sectorDeparturesOf } from "./fare-rules";
import { addDays, isValidDate } from "./local-time";
import { decodeTraceId, runSearch, type SimSearchSettings } from "./search";
import { simulatedSsr } from "./ssr";
import { abortableDelay, untilAborted } from "./wait";

/** Test switches and knobs of the simulated supplier (the site_suppliers row's `settings`). */
export const ZSimulatedSettings = z.object({
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  failMode: z.enum(["none", "error", "timeout"]).optional(),
  priceChangeAtFareQuote: z.boolean().optional(),
  seed: z.number().int().optional(),
  resultsPerSearch: z.number().int().min(1).max(1000).optional(),
  /** Book or Ticket answers a failure (the supplier said no: nothing was booked or ticketed). */
  failAt: z.enum(["book", "ticket"]).optional(),
  /** Ticket hangs until the caller aborts: a SupplierError with isTimeout and isUncertain. */
  ticketTimeout: z.boolean().optional(),
  /** Ticket answers isPriceChanged (a higher fare, nothing issued) until resent with isPriceChangeAccepted. */
  priceChangeAtTicket: z.boolean().optional(),
  /** Change requests: seconds until a request is taken up (inProgress) and until it is final. */
  changeRequestInProgressSeconds: z.number().int().min(0).max(604_800).optional(),
  changeRequestCompletedSeconds: z.number().int().min(0).max(604_800).optional(),
  /** Test switches: the final state (completed, or rejected by the airline), and final at once. */
  changeRequestOutcome: z.enum(["completed", "rejected"]).optional(),
  changeRequestInstant: z.boolean().optional(),
});
export type SimulatedSettings = z.infer<typeof ZSimulatedSettings>;

export const DEFAULT_RESULTS_PER_SEARCH = 60;
/** A simulated change request is taken up after a minute and done after five. */
export const DEFAULT_CR_IN_PROGRESS_SECONDS = 60;
export const DEFAULT_CR_COMPLETED_SECONDS = 300;
/** How much the fare goes up at fare quote when `priceChangeAtFareQuote` is on (basis points of base). */
const PRICE_CHANGE_BP = 400;

/**
 * A deterministic GDS + LCC inventory (ARCHITECTURE section 7): the same request, date and seed
 * always answer byte-identical results. No clock and no Math.random reach the output.
 */
export function createSimulatedSupplier(settings: SimulatedSettings = {}, options: { sourceName?: string; now?: () => Date } = {}): ChangeRequestSupplier {
  const parsed = ZSimulatedSettings.parse(settings);
  const sourceName = options.sourceName ?? "Simulated";
  const gen: SimSearchSettings = { seed: parsed.seed ?? 0, resultsPerSearch: parsed.resultsPerSearch ?? DEFAULT_RESULTS_PER_SEARCH };
  const timeoutError = () => new SupplierError(sourceName, `${sourceName} did not answer in time`, true);

  /**
   * Latency, hang and failure switches, honouring the caller's AbortSignal. The latency is the
   * supplier's whole answer time: work already done since `startedAt` counts towards it, as a
   * remote supplier computes its answer while the caller waits.
   */
  async function gate(callOptions?: SupplierCallOptions, startedAt = performance.now()): Promise<void> {
    const signal = callOptions?.signal;
    if (signal?.aborted) throw timeoutError();
    if (parsed.failMode === "timeout") await untilAborted(signal, timeoutError);
    const remaining = (parsed.latencyMs ?? 0) - (performance.now() - startedAt);
    if (remaining > 0) await abortableDelay(Math.ceil(remaining), signal, timeoutError);
    if (parsed.failMode === "error") throw new SupplierError(sourceName, `${sourceName} is unavailable (simulated failure)`);
  }

  function findCandidate(traceId: string, resultIndex: string) {
    const request = decodeTraceId(traceId);
    if (!request) throw new SupplierError(sourceName, "Unknown or expired trace id");
    const candidate = runSearch(request, gen).candidates.find((c) => c.result.resultIndex === resultIndex);
    if (!candidate) throw new SupplierError(sourceName, `Unknown result index ${resultIndex}`);
    return { request, candidate };
  }

  /** A candidate re-priced `steps` times by PRICE_CHANGE_BP (fare quote and ticket price changes). */
  function repriced(search: SupplierSearchRequest, candidate: Candidate, steps: number) {
    if (steps === 0) return candidate.result;
    const input = { pax: { adults: search.adults, children: search.children, infants: search.infants }, seed: gen.seed, cabin: search.cabinClass };
    const again = makeCandidate(candidate.legs, candidate.product, input, candidate.result.fareType, candidate.result.listIndex, candidate.discountBp - steps * PRICE_CHANGE_BP);
    return { ...again.result, resultIndex: candidate.result.resultIndex, isRefundable: candidate.result.isRefundable, airlineRemark: candidate.result.airlineRemark };
  }

  const quoteSteps = parsed.priceChangeAtFareQuote ? 1 : 0;
  const desk = createSimulatedBookingDesk({
    scope: `${sourceName}|${gen.seed}`,
    sourceName,
    now: options.now ?? (() => new Date()),
    failAt: parsed.failAt,
    priceChangeAtTicket: parsed.priceChangeAtTicket,
    quote(traceId, resultIndex) {
      const { request: search, candidate } = findCandidate(traceId, resultIndex);
      return { search, result: repriced(search, candidate, quoteSteps), raised: () => repriced(search, candidate, quoteSteps + 1) };
    },
  });
  const crDesk = createSimulatedChangeRequestDesk({
    scope: `${sourceName}|${gen.seed}`,
    sourceName,
    now: options.now ?? (() => new Date()),
    settings: {
      inProgressAfterSeconds: parsed.changeRequestInProgressSeconds ?? DEFAULT_CR_IN_PROGRESS_SECONDS,
      completedAfterSeconds: parsed.changeRequestCompletedSeconds ?? DEFAULT_CR_COMPLETED_SECONDS,
      outcome: parsed.changeRequestOutcome ?? "completed",
      instant: parsed.changeRequestInstant ?? false,
    },
    itinerary: (bookingId) => desk.details({ bookingId }),
    terms(bookingId) {
      const source = desk.sourceOf(bookingId);
      if (!source) throw new SupplierError(sourceName, "No booking found");
      const { candidate } = findCandidate(source.traceId, source.resultIndex);
      return { policy: farePolicyFor(candidate), departures: sectorDeparturesOf(candidate) };
    },
    cancelTicketed: (bookingId) => desk.cancelTicketed(bookingId),
  });
  const uncertainTimeout = (what: string) => () => new SupplierError(sourceName, `${sourceName} did not answer in time; ${what}`, true, true);
  /** Book and Ticket: once the request is out, a timeout may hide a booking (as with a remote supplier). */
  async function gateUncertain(callOptions: SupplierCallOptions | undefined, what: string): Promise<void> {
    if (callOptions?.signal?.aborted) throw timeoutError();
    await gate(callOptions).catch((error: unknown) => {
      throw error instanceof SupplierError && error.isTimeout ? uncertainTimeout(what)() : error;
    });
  }

  return {
    code: "simulated",
    sourceName,

    async search(request, callOptions) {
      const startedAt = performance.now();
      // Let the other suppliers of a fan-out start their clocks before this one computes.
      await new Promise((resolve) => setImmediate(resolve));
      if (callOptions?.signal?.aborted) throw timeoutError();
      const { traceId, candidates } = runSearch(request, gen);
      await gate(callOptions, startedAt);
      return { traceId, results: candidates.map((c) => c.result) };
    },

    async calendarFare(request, callOptions) {
      await gate(callOptions);
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(request.month)) throw new SupplierError(sourceName, "The month must look like YYYY-MM");
      const origin = findAirport(request.origin);
      const destination = findAirport(request.destination);
      if (!origin || !destination || origin.code === destination.code) return [];
      const cabinClass = ([1, 2, 3, 4, 5, 6].includes(request.cabinClass) ? request.cabinClass : 2) as SupplierSearchRequest["cabinClass"];
      const days: CalendarFareDay[] = [];
      for (let date = `${request.month}-01`; date.startsWith(request.month) && isValidDate(date); date = addDays(date, 1)) {
        const { candidates } = runSearch(
          { journeyType: 1, segments: [{ origin: origin.code, destination: destination.code, departureDate: date }], adults: 1, children: 0, infants: 0, cabinClass, directFlight: false, preferredAirlines: [], specialReturn: false, isDomestic: origin.countryCode === destination.countryCode },
          gen,
        );
        const cheapest = candidates[0];
        if (!cheapest) continue;
        const f = cheapest.result.fare;
        const airline = cheapest.legs[0].airline;
        days.push({ date, airlineCode: airline.code, airlineName: airline.name, fare: f.publishedFare, baseFare: f.baseFare, tax: f.tax + f.otherCharges, isLowestFareOfMonth: false });
      }
      const lowest = days.reduce<CalendarFareDay | null>((best, d) => (!best || d.fare < best.fare ? d : best), null);
      if (lowest) lowest.isLowestFareOfMonth = true;
      return days;
    },

    async fareRules(request, callOptions) {
      await gate(callOptions);
      return fareRulesFor(findCandidate(request.traceId, request.resultIndex).candidate);
    },

    async fareQuote(request, callOptions) {
      await gate(callOptions);
      const { request: search, candidate } = findCandidate(request.traceId, request.resultIndex);
      const result = repriced(search, candidate, quoteSteps);
      return { isPriceChanged: result.fare.publishedFare !== candidate.result.fare.publishedFare, result };
    },

    async ssr(request, callOptions) {
      await gate(callOptions);
      return simulatedSsr(findCandidate(request.traceId, request.resultIndex).candidate.result);
    },

    async book(request, callOptions) {
      await gateUncertain(callOptions, "the booking may have been made");
      return desk.book(request);
    },

    async ticket(request, callOptions) {
      await gateUncertain(callOptions, "the tickets may have been issued");
      const step = desk.ticketPrepare(request);
      if ("answer" in step) return step.answer;
      const answer = step.issue();
      // The supplier issued the tickets but its answer never arrives (getBookingDetails shows them).
      if (parsed.ticketTimeout) await untilAborted(callOptions?.signal, uncertainTimeout("the tickets may have been issued"));
      return answer;
    },

    async getBookingDetails(request, callOptions) {
      await gate(callOptions);
      if (!request.bookingId && !request.pnr && !request.traceId) throw new SupplierError(sourceName, "A booking id, PNR or trace id is required");
      return desk.details(request);
    },

    async releasePnr(request, callOptions) {
      await gate(callOptions);
      return desk.release(request);
    },

    async sendChangeRequest(request, callOptions) {
      await gateUncertain(callOptions, "the change request may have been raised");
      return crDesk.send(request);
    },

    async getChangeRequestStatus(request, callOptions) {
      await gate(callOptions);
      return crDesk.status(request.changeRequestId);
    },

    async getCancellationCharges(request, callOptions) {
      await gate(callOptions);
      return crDesk.charges(request);
    },
  };
}
