"use client";

import { useState } from "react";

/**
 * Recycled rows for a virtualised list (decision 0055): the React key of each rendered row is a
 * slot number, not the item's key, so React updates a slot's elements in place (its texts and
 * attributes) instead of removing one row and building another.
 *
 * - When the list itself changes (`list`: a filter or a sort), the slots keep their places: the
 *   first row on screen takes the slot that was first, and so on. No element is built, removed or
 *   moved; each shows its new row.
 * - When the same list scrolls, an item keeps its slot while it stays on screen, and one that comes
 *   into view takes a slot another has just left: the rows that stay are not touched.
 *
 * The assignment is a pure function of the previous render's one and what is on screen now (kept in
 * state and updated while rendering, React's pattern for information from the previous render), so
 * a render React throws away changes nothing. Rows must keep no state of their own that belongs to
 * the item (the list keeps it by item key).
 */
export function useRowSlots(keys: readonly string[], list: unknown): string[] {
  const [slots, setSlots] = useState(() => ({ keys, list, ...assignSlots(EMPTY, keys, false) }));
  const listChanged = slots.list !== list;
  if (listChanged || slots.keys.length !== keys.length || slots.keys.some((key, i) => key !== keys[i])) {
    const next = { keys, list, ...assignSlots(slots, keys, listChanged) };
    setSlots(next);
    return next.names;
  }
  return slots.names;
}

type Assignment = { byKey: ReadonlyMap<string, number>; order: readonly number[] };
const EMPTY: Assignment = { byKey: new Map(), order: [] };

/**
 * Exported for its unit test. `previous`: the slot of each key and the slots in screen order;
 * `inPlace`: the list changed, so position i takes the slot that was at position i.
 * Returns the same, and the slots' names in the order of `keys`.
 */
export function assignSlots(previous: Assignment, keys: readonly string[], inPlace: boolean): Assignment & { names: string[] } {
  const byKey = new Map<string, number>();
  const taken = new Set<number>();
  const order: number[] = new Array(keys.length);
  keys.forEach((key, i) => {
    const slot = inPlace ? previous.order[i] : previous.byKey.get(key);
    if (slot !== undefined && !taken.has(slot) && !byKey.has(key)) {
      byKey.set(key, slot);
      taken.add(slot);
      order[i] = slot;
    }
  });
  // The rest take free slots, lowest first: those left by items gone, then new numbers.
  let next = 0;
  keys.forEach((key, i) => {
    if (order[i] !== undefined) return;
    while (taken.has(next)) next++;
    byKey.set(key, next);
    taken.add(next);
    order[i] = next;
  });
  return { byKey, order, names: order.map((slot) => `slot-${slot}`) };
}
