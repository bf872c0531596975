import "server-only";
import type { FareRule } from "../types";
import type { Candidate } from "./candidates";

/** "INR 4,000" (amounts here stay under a lakh, where Indian and Western grouping agree). */
const inr = (rupees: number) => `INR ${String(rupees).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

type Charges = { cancelLate: number; cancelEarly: number; changeLate: number; changeEarly: number };

function chargesFor(c: Candidate, domestic: boolean): Charges {
  const lcc = c.legs[0].airline.isLcc;
  const flexible = c.product.factor > 1.1 || c.product.cabin >= 4;
  const base: Charges = domestic
    ? lcc
      ? { cancelLate: 4000, cancelEarly: 3500, changeLate: 2999, changeEarly: 2250 }
      : { cancelLate: 3500, cancelEarly: 3000, changeLate: 3000, changeEarly: 2500 }
    : lcc
      ? { cancelLate: 6500, cancelEarly: 6000, changeLate: 5000, changeEarly: 4500 }
      : { cancelLate: 9000, cancelEarly: 7500, changeLate: 6000, changeEarly: 5000 };
  if (!flexible) return base;
  return { cancelLate: Math.round(base.cancelLate / 2), cancelEarly: Math.round(base.cancelEarly / 2), changeLate: 0, changeEarly: 0 };
}

/** Deterministic fare rules for a simulated result: one rule per leg with cancellation and change charges. */
export function fareRulesFor(c: Candidate): FareRule[] {
  return c.legs.map((leg, i) => {
    const first = leg.flights[0];
    const last = leg.flights[leg.flights.length - 1];
    const fareClass = c.priced.fareClasses[i];
    const fareBasisCode = `${fareClass}${c.product.code.slice(0, 3)}${c.priced.domestic ? "IN" : "XT"}${c.legs.length > 1 ? "RT" : "OW"}`;
    const charges = chargesFor(c, c.priced.domestic);
    const lines = [
      `Fare basis ${fareBasisCode} (${c.product.label}), ${leg.airline.name} ${first.origin.code}-${last.destination.code}.`,
      `Check-in baggage: ${c.priced.baggage}. Cabin baggage: ${c.priced.cabinBaggage}.`,
    ];
    if (c.result.isRefundable) {
      lines.push(
        `Cancellation fee per passenger per sector: 0-3 days before departure ${inr(charges.cancelLate)}; 4 days and more ${inr(charges.cancelEarly)} (or the airfare, whichever is lower).`,
      );
    } else {
      lines.push("Cancellation: non-refundable. Only statutory taxes (UDF, ASF, PSF) are refunded.");
    }
    lines.push(
      charges.changeLate === 0
        ? "Date change: free of charge; the fare difference applies."
        : `Date change fee per passenger per sector: 0-3 days ${inr(charges.changeLate)}; 4 days and more ${inr(charges.changeEarly)}, plus the fare difference.`,
      "No-show: the fare is forfeited; statutory taxes are refundable on request.",
      "Charges are subject to change without prior notice. Requests must reach us at least 4 hours before the airline's own deadline.",
    );
    return {
      airline: leg.airline.code,
      origin: first.origin.code,
      destination: last.destination.code,
      fareBasisCode,
      fareRestriction: c.result.isRefundable ? "Refundable with charges" : "Non-refundable",
      fareRuleDetail: lines.join("\n"),
    };
  });
}
