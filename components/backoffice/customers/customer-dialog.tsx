"use client";

import * as Dialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import type { ReactNode } from "react";
import type { TCustomerDetails } from "@/lib/contracts/customer-admin";
import type { TCustomerRecord } from "@/lib/contracts/customers";
import { CustomerAccountPanel } from "./customer-account-panel";
import { NetworkBadge } from "./customer-columns";
import { CustomerDetailsForm } from "./customer-details-form";
import type { CustomerAccess } from "./customer-row-actions";
import { CustomerWalletPanel } from "./customer-wallet-panel";
import { MonthlyFlightsChart } from "./monthly-flights-chart";
import { errorText, useCustomerDetails, useMonthlyFlights } from "./use-customer-admin";

export type CustomerDialogProps = {
  /** The row the dialog opened from (shown at once while the customer loads); null closes it. */
  customer: TCustomerRecord | null;
  onClose: () => void;
  access: CustomerAccess;
};

function Badge({ tone, children }: { tone: "green" | "red" | "slate" | "brand"; children: string }) {
  const tones = { green: "bg-green-50 text-green-800 ring-green-200", red: "bg-red-50 text-red-800 ring-red-200", slate: "bg-slate-100 text-slate-700 ring-slate-200", brand: "bg-brand/10 text-brand ring-brand/30" };
  return <span className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={clsx("min-w-0 rounded-md border border-slate-200 bg-white p-3", className)}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Header({ record, details }: { record: TCustomerRecord; details: TCustomerDetails | undefined }) {
  const name = details ? [details.firstName, details.lastName].filter(Boolean).join(" ") : [record.firstName, record.lastName].filter(Boolean).join(" ");
  const isBlocked = details?.isBlocked ?? record.isBlocked;
  const isVerified = details ? details.status === "verified" : record.verified;
  const isExempt = details?.flightLookToBook.is_exempted ?? record.flightLookToBook.is_exempted;
  const company = details ? details.companyName : record.companyName;
  const network = details?.networkConsumer ?? record.networkConsumer ?? null;
  return (
    <div className="min-w-0 pr-8">
      <Dialog.Title className="truncate text-lg font-semibold text-slate-900">{name}</Dialog.Title>
      <Dialog.Description className="text-sm text-slate-600">
        <span className="font-medium text-brand">{record.userTypeLabel}</span>
        {company ? <span> · {company}</span> : null}
        <span className="text-slate-400"> · #{record.users_id}</span>
        {details?.email ? <span className="max-sm:hidden"> · {details.email}</span> : null}
      </Dialog.Description>
      <div className="mt-1 flex flex-wrap gap-1" aria-label="Status">
        {network ? <NetworkBadge consumer={network} /> : null}
        {isBlocked ? <Badge tone="red">Blocked</Badge> : <Badge tone="green">Active</Badge>}
        <Badge tone="slate">{isVerified ? "Verified" : "Not verified"}</Badge>
        {isExempt ? <Badge tone="brand">Search exempt</Badge> : null}
      </div>
      {network ? (
        <p className="mt-2 rounded border border-brand/30 bg-brand/5 px-2 py-1 text-xs text-slate-700">
          This is the account {network.companyName} ({network.domain}) uses to buy from this site through the network. Blocking or editing it changes their service.
        </p>
      ) : null}
    </div>
  );
}

function MonthlyPanel({ userId }: { userId: number }) {
  const monthly = useMonthlyFlights(userId, true);
  return (
    <Panel title="Searches and bookings">
      {monthly.data ? <MonthlyFlightsChart data={monthly.data} /> : <p className="text-sm text-slate-500">{monthly.isLoading ? "Loading…" : (errorText(monthly.error) ?? "Could not load the report.")}</p>}
    </Panel>
  );
}

function Body({ details, access }: { details: TCustomerDetails; access: CustomerAccess }) {
  const can = (key: string) => access.permissions.has(key);
  const showChart = can("customers.reports.monthlyFlights");
  const showWallet = can("wallet.customerWallets.view");
  return (
    <div className="space-y-3">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
        <CustomerAccountPanel customer={details} access={access} />
        {can("customers.account.editDetails") ? (
          <Panel title="Change Details">
            <CustomerDetailsForm key={details.id} customer={details} />
          </Panel>
        ) : (
          <Panel title="Details">
            <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
              <dt className="text-slate-500">Email</dt>
              <dd>{details.email ?? "—"}</dd>
              {details.phoneNumbers.map((p) => (
                <div key={p.label} className="contents">
                  <dt className="text-slate-500">{p.label} phone</dt>
                  <dd>{p.phoneNumber === "INVALID" ? "Unknown" : `${p.phoneCountryCode} ${p.phoneNumber}`}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        )}
      </div>
      {showChart || showWallet ? (
        <div className={clsx("grid gap-3", showChart && showWallet && "lg:grid-cols-2")}>
          {showChart ? <MonthlyPanel userId={details.id} /> : null}
          {showWallet ? (
            <Panel title="Wallet">
              <CustomerWalletPanel userId={details.id} permissions={access.permissions} />
            </Panel>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Content({ record, access }: { record: TCustomerRecord; access: CustomerAccess }) {
  const details = useCustomerDetails(record.users_id);
  return (
    <>
      <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3">
        <Header record={record} details={details.data} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3 sm:p-4">
        {details.data ? (
          <Body details={details.data} access={access} />
        ) : (
          <p role="status" className="p-4 text-sm text-slate-600">
            {details.isLoading ? "Loading…" : (errorText(details.error) ?? "Could not load the customer.")}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * The customer dialog of the staff customers screen (spec 001 sections 2, 5 and 8): header with the
 * name, type, company and badges; block, search exemption, flight hold and search switches; markup
 * and permission group; Change Details; monthly searches and bookings; wallet. A full-screen sheet
 * below 640 px, a wide scrolling panel above.
 */
export function CustomerDialog({ customer, onClose, access }: CustomerDialogProps) {
  return (
    <Dialog.Root open={customer !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className={clsx(
            "fixed z-50 flex flex-col overflow-hidden bg-white shadow-xl focus:outline-none",
            "inset-0 h-full w-full",
            "sm:inset-auto sm:top-[4vh] sm:left-1/2 sm:h-auto sm:max-h-[92vh] sm:w-[calc(100vw-2rem)] sm:max-w-6xl sm:-translate-x-1/2 sm:rounded-lg",
          )}
        >
          <Dialog.Close aria-label="Close" className="absolute top-3 right-3 z-10 rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
          {customer ? <Content key={customer.users_id} record={customer} access={access} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
