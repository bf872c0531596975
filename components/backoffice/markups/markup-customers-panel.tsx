"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Messages } from "@/lib/constants";
import type { TLegalEntityWithGroup } from "@/lib/contracts/markup-groups";
import { ChangeGroupDialog } from "./change-group-dialog";
import { DefaultBadge } from "./markup-groups-panel";
import { TdsSwitch } from "./tds-switch";
import { useMarkupCustomers } from "./use-markups";
import { useDebounced } from "@/components/ui/use-debounced";

/** User search debounce (spec 001 section 9). */
const SEARCH_DEBOUNCE_MS = 400;


type Props = { canMapCustomer: boolean; canViewTds: boolean; canEditTds: boolean };

function CustomerRow({ customer, canMapCustomer, canViewTds, canEditTds, onChangeGroup }: Props & { customer: TLegalEntityWithGroup; onChangeGroup: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-slate-900">{customer.companyName}</p>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
          <span>Group:</span>{" "}
          <span className="font-medium text-slate-800">{customer.groupName ?? "None"}</span>
          {customer.isDefaultGroup ? <DefaultBadge /> : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 max-sm:justify-between">
        {canViewTds ? (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <span aria-hidden="true">TDS</span>
            <TdsSwitch legalEntityId={customer.legalEntityId} companyName={customer.companyName} isTdsDeductable={customer.isTdsDeductable} canEdit={canEditTds} />
          </div>
        ) : null}
        {canMapCustomer ? (
          <Button variant="secondary" onClick={onChangeGroup} aria-label={`Change group for ${customer.companyName}`}>
            Change group
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The site's business customers (legal entities), each with its markup group and TDS switch. */
export function MarkupCustomersPanel(props: Props) {
  const searchId = useId();
  const [text, setText] = useState("");
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const customers = useMarkupCustomers(search, page);
  const [changing, setChanging] = useState<TLegalEntityWithGroup | null>(null);
  const data = customers.data;

  return (
    <section aria-labelledby="markup-customers-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="markup-customers-heading" className="text-lg font-semibold">
            Customers
          </h2>
          <p className="text-sm text-slate-600">Business customers use their mapped group, else the default group.</p>
        </div>
        <label htmlFor={searchId} className="flex w-full flex-col gap-1 text-sm font-medium text-slate-800 sm:w-64">
          Search company
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            className="rounded border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
      </div>
      {customers.isLoading ? <p className="text-sm text-slate-500">Loading...</p> : null}
      {data && data.records.length === 0 ? <p className="text-sm text-slate-500">{Messages.noResults}</p> : null}
      {data && data.records.length > 0 ? (
        <ul aria-label="Customers" aria-busy={customers.isFetching || undefined} className="divide-y divide-slate-100">
          {data.records.map((customer) => (
            <CustomerRow key={customer.legalEntityId} customer={customer} {...props} onChangeGroup={() => setChanging(customer)} />
          ))}
        </ul>
      ) : null}
      {data ? <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} /> : null}
      <ChangeGroupDialog customer={changing} onClose={() => setChanging(null)} />
    </section>
  );
}
