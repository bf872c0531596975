"use client";

import { useId, useState, type KeyboardEvent } from "react";
import type { TTicketCreator } from "@/lib/contracts/tickets";
import { CREATOR_SEARCH_DEBOUNCE_MS, useTicketCreators } from "./use-ticket-queue";
import { useDebounced } from "@/components/ui/use-debounced";

export type PickedCreator = { id: number; label: string };


const describe = (c: TTicketCreator) => [c.email, c.companyName].filter(Boolean).join(" · ");

/**
 * Staff: 'Created by' (spec 000 section 6, an admin can see the creator of a booking and select that
 * user): searches every user of the site on the server (name, email or company; 400 ms debounce,
 * spec 001's user-search delay), not only the creators on the current page.
 */
export function CreatorPicker({ value, onChange }: { value: PickedCreator | null; onChange: (value: PickedCreator | null) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim(), CREATOR_SEARCH_DEBOUNCE_MS);
  const creators = useTicketCreators(search, isOpen);
  // Only the answer for what is typed now: a list for an earlier text is never offered (nor picked with Enter).
  const isSettled = search === text.trim() && !creators.isPending;
  const options = isSettled ? (creators.data?.pages.flatMap((p) => p.records) ?? []) : [];
  const total = creators.data?.pages[0]?.totalRecords ?? 0;

  const pick = (c: TTicketCreator | undefined) => {
    if (!c) return;
    onChange({ id: c.id, label: c.name || c.email || c.companyName || "Unnamed user" });
    setText("");
    setIsOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setIsOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Enter" && isOpen && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === "Escape") {
      setText("");
      setIsOpen(false);
    }
  };

  return (
    <div className="relative block text-sm">
      <label htmlFor={id} className="text-slate-700">
        Created by
      </label>
      {value && !isOpen ? (
        <div className="mt-1 flex items-center justify-between gap-2 rounded border border-slate-300 bg-slate-50 px-2 py-1" data-testid="picked-creator">
          <span className="min-w-0 truncate">{value.label}</span>
          <button type="button" className="shrink-0 text-brand underline" onClick={() => onChange(null)} aria-label={`Clear creator ${value.label}`}>
            Clear
          </button>
        </div>
      ) : null}
      <input
        id={id}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={value ? "Search another user" : "Search name, email or company"}
        className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        value={text}
        onFocus={() => {
          setIsOpen(true);
          setActive(0);
        }}
        onBlur={() =>
          setTimeout(() => {
            setIsOpen(false);
            setText("");
          }, 150)
        }
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setIsOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {isOpen ? (
        <ul id={`${id}-list`} role="listbox" aria-label="Users" className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded border border-slate-200 bg-white shadow-lg">
          {!isSettled ? <li className="px-2 py-1 text-slate-500">Searching...</li> : null}
          {isSettled && options.length === 0 ? <li className="px-2 py-1 text-slate-500">No users found</li> : null}
          {options.map((c, i) => (
            <li
              key={c.id}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-2 py-1 ${i === active ? "bg-brand/10" : ""}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(c)}
            >
              <span className="block font-medium text-slate-900">{c.name || c.email}</span>
              {describe(c) ? <span className="block truncate text-xs text-slate-500">{describe(c)}</span> : null}
            </li>
          ))}
          {isSettled && creators.hasNextPage ? (
            <li className="border-t border-slate-100 px-2 py-1">
              <button type="button" className="text-brand underline" onMouseDown={(e) => e.preventDefault()} onClick={() => void creators.fetchNextPage()} disabled={creators.isFetchingNextPage}>
                Show more ({options.length} of {total})
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
