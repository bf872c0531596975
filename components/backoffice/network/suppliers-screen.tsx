"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { errorText, postOrThrow } from "@/components/backoffice/customers/use-customer-admin";
import type { TSupplierCategory, TVisibleSupplier } from "@/lib/contracts/network";
import { StatusBadge } from "./status-badge";
import { useNetworkWrite, useSupplierTerms, useVisibleSuppliers } from "./use-network";

export type SuppliersAccess = { canRequest: boolean; canChangeStatus: boolean };
const button = "min-h-9 rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-60";

function Terms({ supplier, canRequest }: { supplier: TVisibleSupplier; canRequest: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const terms = useSupplierTerms(isOpen ? supplier.supplierSiteId : null);
  const accept = useNetworkWrite<{ supplierSiteId: number }>("/api/wl/user/supplierApproval_acceptTermsAndConditions");
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={supplier.isTermsAccepted ? "text-green-700" : "text-slate-600"}>{supplier.isTermsAccepted ? "Terms accepted" : "Terms not accepted yet"}</span>
        <button type="button" onClick={() => setIsOpen((o) => !o)} aria-expanded={isOpen} className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
          {isOpen ? "Hide terms" : "Read terms"}
        </button>
      </div>
      {isOpen ? (
        <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
          <pre className="whitespace-pre-wrap font-sans text-sm text-slate-800">{terms.data?.termsAndConditions ?? "Loading…"}</pre>
          {canRequest && terms.data && !terms.data.isAccepted ? (
            <button type="button" disabled={accept.isPending} onClick={() => accept.mutate({ supplierSiteId: supplier.supplierSiteId })} className={`${button} bg-brand text-white hover:opacity-90`}>
              Accept terms and conditions
            </button>
          ) : null}
          {accept.isError ? <p role="alert" className="text-xs text-red-600">{errorText(accept.error)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function CategoryRow({ supplier, category, access }: { supplier: TVisibleSupplier; category: TSupplierCategory; access: SuppliersAccess }) {
  const request = supplier.requests.find((r) => r.category === category);
  const send = useNetworkWrite<{ supplierSiteId: number; category: TSupplierCategory }>("/api/supplier/consumerToSupplierRequests");
  const pause = useNetworkWrite<{ supplierListId: number; isPaused: boolean }>("/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide");
  const canSend = access.canRequest && (!request || request.requestStatus === "Rejected");
  const error = errorText(send.error ?? pause.error);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex items-center gap-2">
        <span className="text-sm font-medium">{category}</span>
        {request ? <StatusBadge status={request.requestStatus} paused={request.requestStatus === "Approved" && request.isPausedByConsumer} /> : <span className="text-xs text-slate-500">Not requested</span>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canSend ? (
          <button
            type="button"
            disabled={send.isPending || !supplier.isTermsAccepted}
            title={supplier.isTermsAccepted ? undefined : "Accept the terms and conditions first"}
            onClick={() => send.mutate({ supplierSiteId: supplier.supplierSiteId, category })}
            className={`${button} bg-brand text-white hover:opacity-90`}
            aria-label={`Request ${category} from ${supplier.companyName}`}
          >
            {request ? "Request again" : "Request access"}
          </button>
        ) : null}
        {request?.requestStatus === "Approved" && access.canChangeStatus ? (
          <button
            type="button"
            disabled={pause.isPending}
            onClick={() => pause.mutate({ supplierListId: request.requestId, isPaused: !request.isPausedByConsumer })}
            className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}
          >
            {request.isPausedByConsumer ? "Resume" : "Pause"}
          </button>
        ) : null}
        {error ? <span role="alert" className="text-xs text-red-600">{error}</span> : null}
      </div>
    </li>
  );
}

/**
 * Open supplier site (wl/user/jumplogin, decision 0031): a tab opens at once (so no pop-up blocker
 * stops it) and goes to the supplier's single-use sign-in URL; it closes again when the jump is refused.
 */
function OpenSupplierSite({ supplier }: { supplier: TVisibleSupplier }) {
  const jump = useMutation({ mutationFn: (supplierId: number) => postOrThrow<{ url: string }>("/api/wl/user/jumplogin", { supplierId }) });
  const open = () => {
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    jump.mutate(supplier.supplierSiteId, {
      onSuccess: ({ url }) => (tab ? tab.location.replace(url) : window.location.assign(url)),
      onError: () => tab?.close(),
    });
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" disabled={jump.isPending} onClick={open} className={`${button} whitespace-nowrap bg-brand text-white hover:opacity-90`} aria-label={`Open ${supplier.companyName} site`}>
        {jump.isPending ? "Opening…" : "Open supplier site"}
      </button>
      {jump.isError ? <span role="alert" className="text-xs text-red-600">{errorText(jump.error)}</span> : null}
    </div>
  );
}

const canOpen = (s: TVisibleSupplier) => s.requests.some((r) => r.requestStatus === "Approved" && !r.isPausedByConsumer);

/** The consumer's suppliers page: visible suppliers with this site's request per category. */
export function SuppliersScreen({ access }: { access: SuppliersAccess }) {
  const suppliers = useVisibleSuppliers();
  if (suppliers.isLoading) return <p className="text-sm text-slate-600">Loading suppliers…</p>;
  if (suppliers.isError) return <p role="alert" className="text-sm text-red-600">{errorText(suppliers.error)}</p>;
  const list = suppliers.data?.result ?? [];
  if (list.length === 0) return <p className="text-sm text-slate-600">No suppliers found!</p>;
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {list.map((s) => (
        <li key={s.supplierSiteId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-label={s.companyName}>
          <div className="flex flex-wrap items-center gap-3">
            {s.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- per-site logos come from the database
              <img src={s.logoUrl} alt="" className="h-10 w-10 rounded object-contain" />
            ) : null}
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-lg font-semibold">{s.companyName}</h2>
              <p className="truncate text-xs text-slate-500">{s.domain}</p>
            </div>
            {access.canRequest && canOpen(s) ? (
              <div className="ml-auto">
                <OpenSupplierSite supplier={s} />
              </div>
            ) : null}
          </div>
          <Terms supplier={s} canRequest={access.canRequest} />
          <ul className="divide-y divide-slate-100 border-t border-slate-100">
            {s.categories.map((c) => (
              <CategoryRow key={c} supplier={s} category={c} access={access} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
