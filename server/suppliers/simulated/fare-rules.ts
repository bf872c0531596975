import "server-only";
import type { FareRule } from "../types";
import type { Candidate } from "./candidates";

/*
 * The simulated airline's fare rules: ONE policy per fare (farePolicyFor), from which both the text
 * it publishes (fareRulesFor, shown with the booking) and the charges its change-request desk takes
 * (change-requests.ts) are made, so the two cannot disagree (issue 10, decision 0014).
 */

/** "INR 4,000" (amounts here stay under a lakh, where Indian and Western grouping agree). */
export const inr = (rupees: number) => `INR ${String(rupees).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

/** Requests this many days or fewer before a sector's departure pay the late fee. */
export const LATE_DAYS = 3;

/** Rupees per passenger per sector; a change fee of 0 means free date changes. */
export type SimFarePolicy = {
  isRefundable: boolean;
  cancelLate: number;
  cancelEarly: number;
  changeLate: number;
  changeEarly: number;
};

export function farePolicyFor(c: Candidate): SimFarePolicy {
  const domestic = c.priced.domestic;
  const lcc = c.legs[0].airline.isLcc;
  const flexible = c.product.factor > 1.1 || c.product.cabin >= 4;
  const base = domestic
    ? lcc
      ? { cancelLate: 4000, cancelEarly: 3500, changeLate: 2999, changeEarly: 2250 }
      : { cancelLate: 3500, cancelEarly: 3000, changeLate: 3000, changeEarly: 2500 }
    : lcc
      ? { cancelLate: 6500, cancelEarly: 6000, changeLate: 5000, changeEarly: 4500 }
      : { cancelLate: 9000, cancelEarly: 7500, changeLate: 6000, changeEarly: 5000 };
  const charges = flexible ? { cancelLate: Math.round(base.cancelLate / 2), cancelEarly: Math.round(base.cancelEarly / 2), changeLate: 0, changeEarly: 0 } : base;
  return { isRefundable: c.result.isRefundable, ...charges };
}

/** The sectors of a fare and when each departs (epoch ms), in journey order. */
export const sectorDeparturesOf = (c: Candidate) => c.legs.flatMap((leg) => leg.flights.map((f) => ({ sector: `${f.origin.code}-${f.destination.code}`, departsAt: f.depUtc * 60_000 })));

/** The published lines about extras and airline cancellations (the desk applies exactly these). */
export const EXTRAS_RULE = "Extra baggage and meals bought with the booking: not refunded when you cancel; refunded in full with the sector when the airline cancels the flight.";
export const AIRLINE_CANCELLED_RULE = "Flight cancelled by the airline: the airfare of the sector and its extras are refunded in full, with no cancellation fee.";

/** Deterministic fare rules for a simulated result: one rule per leg with cancellation and change charges. */
export function fareRulesFor(c: Candidate): FareRule[] {
  const policy = farePolicyFor(c);
  return c.legs.map((leg, i) => {
    const first = leg.flights[0];
    const last = leg.flights[leg.flights.length - 1];
    const fareClass = c.priced.fareClasses[i];
    const fareBasisCode = `${fareClass}${c.product.code.slice(0, 3)}${c.priced.domestic ? "IN" : "XT"}${c.legs.length > 1 ? "RT" : "OW"}`;
    const lines = [
      `Fare basis ${fareBasisCode} (${c.product.label}), ${leg.airline.name} ${first.origin.code}-${last.destination.code}.`,
      `Check-in baggage: ${c.priced.baggage}. Cabin baggage: ${c.priced.cabinBaggage}.`,
    ];
    if (policy.isRefundable) {
      lines.push(
        `Cancellation fee per passenger per sector: 0-${LATE_DAYS} days before departure ${inr(policy.cancelLate)}; ${LATE_DAYS + 1} days and more ${inr(policy.cancelEarly)} (or the airfare, whichever is lower). The rest of the sector's airfare is refunded.`,
      );
    } else {
      lines.push("Cancellation: non-refundable. Only statutory taxes (UDF, ASF, PSF) are refunded.");
    }
    lines.push(
      EXTRAS_RULE,
      AIRLINE_CANCELLED_RULE,
      policy.changeLate === 0
        ? "Date change: free of charge; the fare difference applies."
        : `Date change fee per passenger per sector: 0-${LATE_DAYS} days ${inr(policy.changeLate)}; ${LATE_DAYS + 1} days and more ${inr(policy.changeEarly)}, plus the fare difference.`,
      "No-show: the fare is forfeited; statutory taxes are refundable on request.",
      "Charges are subject to change without prior notice. Requests must reach us at least 4 hours before the airline's own deadline.",
    );
    return {
      airline: leg.airline.code,
      origin: first.origin.code,
      destination: last.destination.code,
      fareBasisCode,
      fareRestriction: policy.isRefundable ? "Refundable with charges" : "Non-refundable",
      fareRuleDetail: lines.join("\n"),
    };
  });
}
