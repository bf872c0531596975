"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useDebounced } from "@/components/ui/use-debounced";
import { api } from "@/lib/api-client";

const USER_SEARCH_DEBOUNCE_MS = 300;

export type CustomerOption = { id: number; label: string };
type Row = { users_id: number; firstName: string; lastName: string | null; companyName: string | null; email: string | null; isDetailPending?: boolean };

/** The site's customers matching a search (wl/user/searchWlUser, 10 at a time): never the whole list. */
function useCustomerSearch(search: string) {
  return useQuery({
    queryKey: ["customer-search", search],
    enabled: search.trim().length > 1,
    queryFn: async () => {
      const page = (await api.post<{ data: { records: Row[] } }>("/api/wl/user/searchWlUser", { searchQuery: search.trim(), pageSize: 10 })).data;
      return page.records.map((r): CustomerOption => ({ id: r.users_id, label: [`${r.firstName} ${r.lastName ?? ""}`.trim(), r.companyName, r.email, r.isDetailPending ? "details pending" : null].filter(Boolean).join(", ") }));
    },
  });
}

/** A searchable customer picker: type two letters or more, pick one of the matches (keyboard: arrows and Enter). */
export function CustomerSearch({ label, onPick, placeholder = "Name, email, phone or company" }: { label: string; onPick: (c: CustomerOption) => void; placeholder?: string }) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const found = useCustomerSearch(useDebounced(text, USER_SEARCH_DEBOUNCE_MS));
  const listId = useId();
  const inputId = useId();
  const options = text.trim().length > 1 ? (found.data ?? []) : [];
  const pick = (c: CustomerOption) => {
    onPick(c);
    setText("");
  };
  return (
    <div className="relative min-w-0">
      <label htmlFor={inputId} className="text-xs font-medium text-slate-700">{label}</label>
      <input
        id={inputId}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={placeholder}
        className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        value={text}
        onChange={(e) => { setText(e.target.value); setActive(0); }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") { e.preventDefault(); setActive((a) => Math.min(a + 1, options.length - 1)); }
          if (e.key === "ArrowUp") { e.preventDefault(); setActive((a) => Math.max(a - 1, 0)); }
          if (e.key === "Enter" && options[active]) { e.preventDefault(); pick(options[active]); }
        }}
      />
      {options.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={`${label} matches`} className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-200 bg-white text-sm shadow-lg">
          {options.map((c, i) => (
            <li key={c.id} role="option" aria-selected={i === active} className={`cursor-pointer px-2 py-1.5 ${i === active ? "bg-brand/10" : ""}`} onMouseDown={(e) => { e.preventDefault(); pick(c); }}>
              {c.label}
            </li>
          ))}
        </ul>
      ) : text.trim().length > 1 && found.isSuccess ? (
        <p className="mt-1 text-xs text-slate-500">No Reults found!</p>
      ) : null}
    </div>
  );
}
