import { allocate } from "@/lib/money";
import { createSimulatedSupplier, type SimulatedSettings } from "@/server/suppliers/simulated/simulated-supplier";
import { SupplierError, type SupplierResult } from "@/server/suppliers/types";
import { passengersFor } from "./booking-helpers";
import { searchRequest } from "./sim-helpers";

let clock = new Date("2026-09-01T06:30:00Z");
let keySeq = 0;
const newKey = () => `cr-${process.pid}-${Date.now()}-${++keySeq}`;
const sim = (settings: SimulatedSettings = {}) => createSimulatedSupplier({ seed: 3, ...settings }, { now: () => clock });
const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

/** Two adults ticketed on a refundable LCC fare (a connecting one when `stops` is 1). */
async function ticketed(stops = 0) {
  const { traceId, results } = await sim().search(searchRequest({ adults: 2 }));
  const result = results.find((r) => r.isLcc && r.isRefundable && r.segments[0].length === stops + 1) as SupplierResult;
  const answer = await sim().ticket({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2 }), idempotencyKey: newKey() });
  const [rule] = await sim().fareRules({ traceId, resultIndex: result.resultIndex });
  return { result, rule, bookingId: answer.bookingId, ticketIds: answer.tickets.map((t) => t.ticketId), fares: answer.itinerary.passengers.map((p) => p.fare.publishedFare) };
}

/** A fee the fare's published rules name for 4 days and more before departure, paise (0 when the rule says free). */
function earlyFee(rule: { fareRuleDetail: string }, kind: "Cancellation" | "Date change"): number {
  const line = rule.fareRuleDetail.split("\n").find((l) => l.startsWith(kind)) ?? "";
  if (/free of charge/.test(line)) return 0;
  const match = /4 days and more INR ([\d,]+)/.exec(line);
  if (!match) throw new Error(`no ${kind} fee in ${rule.fareRuleDetail}`);
  return Number(match[1].replace(/,/g, "")) * 100;
}

describe("simulated supplier: change requests", () => {
  it("moves a request pending -> inProgress -> completed over the configured seconds, then cancels the booking", async () => {
    const settings = { changeRequestInProgressSeconds: 30, changeRequestCompletedSeconds: 120 };
    const { bookingId, ticketIds, fares, rule } = await ticketed();
    const states = await sim(settings).sendChangeRequest({ bookingId, requestType: 1, cancellationType: 3, sectors: [], ticketIds: [], remarks: "Trip cancelled" });
    expect(states.map((s) => [s.ticketId, s.status, s.supplierStatus, s.refundedAmount])).toEqual(ticketIds.map((t) => [t, "pending", 1, 0]));
    const id = states[0].changeRequestId;
    const statusAfter = async (seconds: number) => {
      tick(seconds);
      return sim(settings).getChangeRequestStatus({ changeRequestId: id });
    };
    expect((await statusAfter(29)).status).toBe("pending");
    expect(await statusAfter(1)).toMatchObject({ status: "inProgress", supplierStatus: 3, refundedAmount: 0, creditNoteNo: null });
    expect((await statusAfter(89)).status).toBe("inProgress");
    const done = await statusAfter(1);
    expect(done).toMatchObject({ status: "completed", supplierStatus: 4, ticketId: ticketIds[0], creditNoteNo: `SIM/CN/${id}` });
    // The published fee per passenger per sector (14 days before departure), or the airfare if lower: the rest is refunded.
    const charge = Math.min(earlyFee(rule, "Cancellation"), fares[0]);
    expect(done).toMatchObject({ cancellationCharge: charge, refundedAmount: fares[0] - charge });
    expect((await sim(settings).getBookingDetails({ bookingId })).status).toBe("cancelled");
  });

  it("previews the same charges it later applies, per type", async () => {
    const { bookingId, ticketIds, fares, result, rule } = await ticketed(1);
    const s = sim({ changeRequestInstant: true });
    const full = await s.getCancellationCharges({ bookingId, requestType: 1 });
    expect(full.cancellationCharge + full.refundAmount).toBe(fares[0] + fares[1]);
    const reissue = await s.getCancellationCharges({ bookingId, requestType: 3, ticketIds: [ticketIds[0]] });
    // The published date change fee per passenger per sector, for both sectors.
    expect(reissue).toMatchObject({ cancellationCharge: earlyFee(rule, "Date change") * 2, refundAmount: 0 });
    const first = result.segments[0][0];
    const sectors = [{ origin: first.origin.code, destination: first.destination.code }];
    const partial = await s.getCancellationCharges({ bookingId, requestType: 2, sectors, ticketIds: [ticketIds[1]] });
    // The first sector's share of the airfare (shared equally over the sectors).
    expect(partial.cancellationCharge + partial.refundAmount).toBe(allocate(fares[1], [1, 1])[0]);
    const [applied] = await s.sendChangeRequest({ bookingId, requestType: 2, cancellationType: 3, sectors, ticketIds: [ticketIds[1]], remarks: "x" });
    expect(applied).toMatchObject({ status: "completed", ticketId: ticketIds[1], refundedAmount: partial.refundAmount, cancellationCharge: partial.cancellationCharge });
    // The partly refunded booking is still ticketed; its refunded ticket cannot be refunded twice.
    expect((await s.getBookingDetails({ bookingId })).status).toBe("ticketed");
    await expect(s.sendChangeRequest({ bookingId, requestType: 2, cancellationType: 3, sectors, ticketIds: [ticketIds[1]], remarks: "x" })).rejects.toThrow(/already exists/);
  });

  it("honours the test switches: rejected at once; and refuses unknown tickets, sectors and bookings", async () => {
    const { bookingId, ticketIds } = await ticketed();
    const rejecting = sim({ changeRequestInstant: true, changeRequestOutcome: "rejected" });
    const [rejected] = await rejecting.sendChangeRequest({ bookingId, requestType: 3, cancellationType: 3, sectors: [], ticketIds: [ticketIds[0]], remarks: "x" });
    expect(rejected).toMatchObject({ status: "rejected", supplierStatus: 5, refundedAmount: 0 });
    // A rejected request does not hold the ticket.
    const [again] = await sim({ changeRequestInstant: true }).sendChangeRequest({ bookingId, requestType: 3, cancellationType: 3, sectors: [], ticketIds: [ticketIds[0]], remarks: "x" });
    expect(again.status).toBe("completed");
    expect(again.changeRequestId).not.toBe(rejected.changeRequestId);
    const s = sim();
    await expect(s.sendChangeRequest({ bookingId, requestType: 3, cancellationType: 3, sectors: [], ticketIds: ["1"], remarks: "x" })).rejects.toThrow("Ticket 1 is not part of this booking");
    await expect(s.sendChangeRequest({ bookingId, requestType: 2, cancellationType: 3, sectors: [{ origin: "LHR", destination: "JFK" }], ticketIds, remarks: "x" })).rejects.toThrow("Sector LHR-JFK is not part of this booking");
    await expect(s.sendChangeRequest({ bookingId: "1", requestType: 1, cancellationType: 3, sectors: [], ticketIds, remarks: "x" })).rejects.toBeInstanceOf(SupplierError);
    await expect(s.getChangeRequestStatus({ changeRequestId: "404" })).rejects.toThrow("Unknown change request 404");
  });
});
