import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import type { DataTableColumn } from "@/components/ui/data-table";
import { formatSiteDateLong } from "@/lib/dates";
import { INVALID_PHONE, type TCustomerRecord, type TNetworkConsumer } from "@/lib/contracts/customers";

/** 'DD MMMM, YYYY' for registration (spec 001 section 3), as the site's day (decision 0016). */
function RegistrationDate({ iso }: { iso: string }) {
  return <>{formatSiteDateLong(iso, useSiteTimeZone())}</>;
}

/** The primary phone as shown: INVALID means the number is unknown. */
export function primaryPhone(c: TCustomerRecord): string | null {
  const phone = c.phoneNumbers.find((p) => p.label === "Primary") ?? c.phoneNumbers[0];
  if (!phone || phone.phoneNumber === INVALID_PHONE || phone.phoneNumber === "") return null;
  return phone.phoneCountryCode ? `+${phone.phoneCountryCode.replace(/^\+/, "")} ${phone.phoneNumber}` : phone.phoneNumber;
}

const muted = <span className="text-slate-400">—</span>;

function Badge({ tone, children }: { tone: "green" | "red" | "slate" | "brand"; children: string }) {
  const tones = { green: "bg-green-50 text-green-800 ring-green-200", red: "bg-red-50 text-red-800 ring-red-200", slate: "bg-slate-100 text-slate-700 ring-slate-200", brand: "bg-brand/10 text-brand ring-brand/30" };
  return <span className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

/** The network's consumer account on this supplier site (decision 0034): not an ordinary customer to block or edit. */
export function NetworkBadge({ consumer }: { consumer: TNetworkConsumer }) {
  return (
    <span title={`The account ${consumer.companyName} (${consumer.domain}) uses to buy from this site through the network`} className="inline-block whitespace-nowrap rounded bg-brand px-1.5 py-0.5 text-xs font-medium text-white">
      Network: {consumer.companyName}
    </span>
  );
}

function CustomerName({ customer, onOpen }: { customer: TCustomerRecord; onOpen?: (customer: TCustomerRecord) => void }) {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ");
  return (
    <div className="min-w-36">
      {onOpen ? (
        <button type="button" onClick={() => onOpen(customer)} className="text-left font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
          {name}
        </button>
      ) : (
        <div className="font-medium text-slate-900">{name}</div>
      )}
      <div className="text-xs text-slate-500">#{customer.users_id}</div>
    </div>
  );
}

/** The site customers table's columns (spec 001 section 3 Customer fields); sort keys are getCustomers' sortBy values. With `onOpen`, the name opens the customer dialog. */
export function customerColumns(onOpen?: (customer: TCustomerRecord) => void): DataTableColumn<TCustomerRecord>[] {
  return [
    {
      id: "name",
      header: "Name",
      sortKey: "name",
      canHide: false,
      cell: (c) => <CustomerName customer={c} onOpen={onOpen} />,
    },
    { id: "companyName", header: "Company", sortKey: "companyName", cell: (c) => c.companyName ?? muted, className: "min-w-32" },
    { id: "userType", header: "Type", cell: (c) => <Badge tone={c.userType === "retail" ? "slate" : "brand"}>{c.userTypeLabel}</Badge> },
    { id: "email", header: "Email", sortKey: "email", cell: (c) => c.email ?? muted, className: "whitespace-nowrap" },
    { id: "phone", header: "Phone", cell: (c) => primaryPhone(c) ?? <span className="text-slate-400">Unknown</span>, className: "whitespace-nowrap" },
    {
      id: "status",
      header: "Status",
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          {c.networkConsumer ? <NetworkBadge consumer={c.networkConsumer} /> : null}
          {c.isBlocked ? <Badge tone="red">Blocked</Badge> : <Badge tone="green">Active</Badge>}
          <Badge tone="slate">{c.verified ? "Verified" : "Not verified"}</Badge>
          {c.flightLookToBook.is_exempted ? <Badge tone="brand">Search exempt</Badge> : null}
          {c.isDetailPending ? <Badge tone="slate">Details pending</Badge> : null}
        </div>
      ),
    },
    {
      id: "lookToBook",
      header: "Look/book",
      cell: (c) => (
        <div className="whitespace-nowrap" title={`${c.lookToBook.look_count} searches, ${c.lookToBook.book_count} bookings in ${c.lookToBook.month_year} (this month)`}>
          <div className="font-medium text-slate-900">{c.lookToBook.ratio === null ? (c.lookToBook.look_count > 0 ? "No bookings" : "—") : `${c.lookToBook.ratio} : 1`}</div>
          <div className="text-xs text-slate-500">
            {c.lookToBook.look_count} / {c.lookToBook.book_count}
          </div>
        </div>
      ),
    },
    { id: "groupName", header: "Markup group", cell: (c) => c.groupName ?? muted },
    { id: "userGroupName", header: "Permission group", cell: (c) => c.userGroupName ?? muted, isHiddenByDefault: true },
    { id: "createdAt", header: "Registered", sortKey: "createdAt", firstSortOrder: "desc", cell: (c) => <RegistrationDate iso={c.createdAt} />, className: "whitespace-nowrap" },
    { id: "panNumber", header: "PAN", cell: (c) => c.panNumber ?? muted, isHiddenByDefault: true },
    { id: "gstNumber", header: "GST", cell: (c) => c.gstNumber ?? muted, isHiddenByDefault: true },
    { id: "legalEntityId", header: "Legal entity", cell: (c) => c.legalEntityId ?? muted, isHiddenByDefault: true },
  ];
}

export const CUSTOMER_COLUMNS: DataTableColumn<TCustomerRecord>[] = customerColumns();
