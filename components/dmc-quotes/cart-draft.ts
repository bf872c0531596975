"use client";

import { api } from "@/lib/api-client";
import type { TCartDraft } from "@/lib/contracts/dmc-quote-drafts";
import { emptyDraft, type Draft } from "./kart-form";

/** kart/getDraftFromCart's answer as the builder's draft (issue 25): header, hotels with composition, dated activities with their legs. */
export function fromCartDraft(c: TCartDraft): Draft {
  const d = emptyDraft();
  const s = (v: string | null) => v ?? "";
  return {
    ...d,
    h: { ...d.h, ...c.header, customerId: c.customer?.id ?? 0, customerLabel: c.customer?.label ?? "" },
    acc: c.accomodations.map((a) => ({ ...a, transferType: "", sharingBasis: "", transfers: [] })),
    act: c.activities.map((a) => ({ ...a, transfers: a.transfers.map((l) => ({ purpose: l.purpose, date: s(l.date), time: s(l.time), pickupLocation: l.pickupLocation, dropLocation: l.dropLocation })) })),
  };
}

export type CartStart = { cartId: number; draft: Draft | null; notes: string[]; quotedAs: { id: number; ref: string } | null };

/** /staff/dmc-quotes?cart=<id>: the cart's draft; a cart already quoted answers the quotation to open instead. */
export async function loadCartStart(cartId: number): Promise<CartStart | null> {
  const answer = await api.get<{ data: TCartDraft }>("/api/kart/getDraftFromCart", { query: { cartId: String(cartId) } }).catch(() => null);
  if (!answer) return null;
  const data = answer.data;
  return data.kartId ? { cartId, draft: null, notes: [], quotedAs: { id: data.kartId, ref: data.quotationId ?? "" } } : { cartId, draft: fromCartDraft(data), notes: data.notes, quotedAs: null };
}

const NO_RATE = /^No exchange rate from ([A-Z]{3}) to ([A-Z]{3}): /;
/** The pair a refused save misses ("No exchange rate from AED to USD: set it in the site's exchange rates"), else null. */
export function missingRateOf(message: string | undefined): { from: string; to: string } | null {
  const m = message ? NO_RATE.exec(message) : null;
  return m ? { from: m[1], to: m[2] } : null;
}
