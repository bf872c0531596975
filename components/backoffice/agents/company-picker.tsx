"use client";

import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useState } from "react";
import { useDebounced } from "@/components/ui/use-debounced";
import type { z } from "zod";
import type { searchAgentCompaniesEndpoint } from "@/lib/contracts/agents";

type Company = z.infer<(typeof searchAgentCompaniesEndpoint)["response"]>["result"][number];

/** User search debounce (spec 001 section 9). */
const SEARCH_DEBOUNCE_MS = 400;

async function fetchCompanies(search: string): Promise<Company[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : "";
  const response = await fetch(`/api/wl/user/searchAgentCompanies${query}`);
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.success) throw new Error(body?.errorMessage ?? "Could not load companies");
  return body.data.result as Company[];
}

type Props = { id: string; value: number | null; onChange: (company: { legalEntityId: number; companyName: string } | null) => void; error?: string };

/** The site's companies, searchable by name; one is chosen for a B2B agent to join. */
export function CompanyPicker({ id, value, onChange, error }: Props) {
  const [search, setSearch] = useState("");
  const [chosenName, setChosenName] = useState<string | null>(null);
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useQuery({ queryKey: ["agent-companies", term], queryFn: () => fetchCompanies(term), staleTime: 30_000 });
  const errorId = `${id}-error`;

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Existing company
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </label>
      <input
        id={id}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search companies by name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx("w-full rounded border px-3 py-2", error ? "border-red-500" : "border-slate-300")}
      />
      {value !== null && chosenName ? (
        <p className="text-sm text-slate-700" data-testid="chosen-company">
          Joins <span className="font-medium">{chosenName}</span>{" "}
          <button
            type="button"
            className="text-brand underline-offset-2 hover:underline"
            onClick={() => {
              setChosenName(null);
              onChange(null);
            }}
          >
            Change
          </button>
        </p>
      ) : (
        <div role="radiogroup" aria-label="Companies" className="max-h-48 overflow-y-auto rounded border border-slate-200">
          {companies.isError ? <p className="px-3 py-2 text-sm text-red-700">Could not load companies. Try again.</p> : null}
          {companies.data?.length === 0 ? <p className="px-3 py-2 text-sm text-slate-500">No Reults found!</p> : null}
          {(companies.data ?? []).map((c) => (
            <label key={c.legalEntityId} className="flex cursor-pointer items-center gap-2 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 hover:bg-slate-50">
              <input
                type="radio"
                name={`${id}-choice`}
                checked={value === c.legalEntityId}
                onChange={() => {
                  setChosenName(c.companyName);
                  onChange({ legalEntityId: c.legalEntityId, companyName: c.companyName });
                }}
              />
              <span className="min-w-0 flex-1 truncate">{c.companyName}</span>
              <span className="shrink-0 text-xs text-slate-500">{c.userCount === 1 ? "1 user" : `${c.userCount} users`}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
