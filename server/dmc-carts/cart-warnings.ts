import "server-only";
import { CartItemMessages } from "@/lib/contracts/dmc-carts";
import { TIME_SLOTS } from "@/lib/contracts/dmc-activities";
import type { TourOptionDetails } from "./cart-item-details";

type Timed = { label: string; date: string; timeSlot: string | null; option: TourOptionDetails | undefined };
type Window = { start: number; end: number; text: string };

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + (m || 0);
};
const span = (from: string, to: string) => {
  const start = minutes(from);
  const end = minutes(to);
  return { start, end: end <= start ? end + 24 * 60 : end };
};

/** When a tour option happens: its chosen slot's window (spec 001 section 3; "Any Time" is none), else its pickup to drop time. */
function windowOf(t: Timed): Window | null {
  if (t.timeSlot && t.timeSlot !== "Any Time") {
    const slot = TIME_SLOTS.find((s) => s.label === t.timeSlot);
    const [from, to] = slot ? slot.window.split("-") : [];
    return from && to ? { ...span(from, to), text: t.timeSlot } : null;
  }
  const o = t.option;
  if (o?.pickupTime && o.dropTime) return { ...span(o.pickupTime, o.dropTime), text: `${o.pickupTime}–${o.dropTime}` };
  return null;
}

/**
 * Two tour options on the same day whose times overlap (two evening tours on one evening, two
 * items in one slot): a warning on the cart, never a refusal (staff may mean it). Optional items count too.
 */
export function cartClashes(items: Timed[]): string[] {
  const timed = items.map((t) => ({ t, w: windowOf(t) })).filter((x): x is { t: Timed; w: Window } => x.w !== null);
  const out: string[] = [];
  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length; j++) {
      const a = timed[i];
      const b = timed[j];
      if (a.t.date !== b.t.date || !(a.w.start < b.w.end && b.w.start < a.w.end)) continue;
      out.push(CartItemMessages.clash(a.t.date, `${a.t.label} (${a.w.text})`, `${b.t.label} (${b.w.text})`));
    }
  }
  return out;
}
