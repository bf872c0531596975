"use client";

import { useState } from "react";

/**
 * Recycled rows for a virtualised list (decision 0055): the React key of each rendered row is a
 * slot number, not the item's key. An item keeps its slot while it stays on screen; an item that
 * comes into view (a scroll, or a filter change that replaces the rows) takes a slot another item
 * has just left. React then updates the slot's DOM in place (its texts and attributes) instead of
 * removing one row and building another, which is most of a filter change's cost.
 *
 * The assignment is a pure function of the previous render's one and the keys on screen now (kept
 * in state and updated while rendering, React's pattern for information from the previous render),
 * so a render React throws away changes nothing. Rows must keep no state of their own that belongs
 * to the item (the list keeps it by item key).
 */
export function useRowSlots(keys: readonly string[]): string[] {
  const [slots, setSlots] = useState(() => ({ keys, ...assignSlots(new Map(), keys) }));
  if (slots.keys.length !== keys.length || slots.keys.some((key, i) => key !== keys[i])) {
    const next = { keys, ...assignSlots(slots.byKey, keys) };
    setSlots(next);
    return next.names;
  }
  return slots.names;
}

/** Exported for its unit test: the slot of each key, and the slots' names in the order of `keys`. */
export function assignSlots(previous: ReadonlyMap<string, number>, keys: readonly string[]): { byKey: Map<string, number>; names: string[] } {
  const byKey = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot !== undefined && !taken.has(slot)) {
      byKey.set(key, slot);
      taken.add(slot);
    }
  }
  // Free slots, lowest first, go to the keys that have none; then new slot numbers.
  let next = 0;
  for (const key of keys) {
    if (byKey.has(key)) continue;
    while (taken.has(next)) next++;
    byKey.set(key, next);
    taken.add(next);
  }
  return { byKey, names: keys.map((key) => `slot-${byKey.get(key)}`) };
}
