"use client";

import clsx from "clsx";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { DataTable, type DataTableSort } from "@/components/ui/data-table";
import { usePermissionGroupList } from "@/components/backoffice/use-permission-groups";
import { CUSTOMER_TYPES, type TCustomerRecord, type TCustomerSortKey, type TGetCustomersInput } from "@/lib/contracts/customers";
import { customerColumns } from "./customer-columns";
import { CustomerDialog } from "./customer-dialog";
import { buildCustomerRowActions } from "./customer-row-actions";
import { useDebounced } from "@/components/ui/use-debounced";
import { ApiConsumersTable } from "@/components/backoffice/network/api-consumers-table";
import { useCustomers } from "./use-customers";

/** User search debounce (spec 001 section 9). */
export const USER_SEARCH_DEBOUNCE_MS = 400;
const NO_RESULTS = "No Reults found!";
const TYPE_LABELS: Record<(typeof CUSTOMER_TYPES)[number], string> = { travelAgent: "Travel agents", retail: "Retail", corporate: "Corporate" };

export type CustomersScreenProps = {
  /** Super admin on a site with canShowPermissionMenu (spec 001 section 6): the permission-group filter shows. */
  canFilterByPermissionGroup: boolean;
  canViewApiConsumers: boolean;
  /** The signed-in staff user's permission keys and flags, for the row actions (customer-row-actions.ts). */
  access: { permissions: string[]; isSuperAdmin: boolean; canShowPermissionMenu: boolean };
};

const inputClass = "min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal";

function PermissionGroupFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const groups = usePermissionGroupList();
  return (
    <label className="flex flex-col text-xs font-medium text-slate-600">
      Permission group
      <select aria-label="Permission group" value={value ?? ""} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)} className={clsx(inputClass, "mt-1")}>
        <option value="">All groups</option>
        {(groups.data ?? []).map((g) => (
          <option key={g.id} value={g.id}>
            {g.groupName}
          </option>
        ))}
      </select>
    </label>
  );
}

function SiteCustomers({ canFilterByPermissionGroup, access }: Omit<CustomersScreenProps, "canViewApiConsumers">) {
  // "View customer" after agent creation opens the list searched for the new customer.
  const params = useSearchParams();
  const [search, setSearch] = useState(params?.get("search") ?? "");
  const [company, setCompany] = useState("");
  const [userType, setUserType] = useState<(typeof CUSTOMER_TYPES)[number] | "">("");
  const [userGroupId, setUserGroupId] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<DataTableSort>({ key: "createdAt", order: "desc" });
  const [page, setPage] = useState(1);
  const searchQuery = useDebounced(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const companyName = useDebounced(company.trim(), USER_SEARCH_DEBOUNCE_MS);

  const filters: TGetCustomersInput = {
    page,
    searchQuery: searchQuery || undefined,
    companyName: companyName || undefined,
    userType: userType || undefined,
    userGroupId: canFilterByPermissionGroup ? userGroupId : undefined,
    sortBy: sort.key as TCustomerSortKey,
    sortOrder: sort.order,
  };
  const customers = useCustomers(filters);
  const { permissions, isSuperAdmin, canShowPermissionMenu } = access;
  const [openCustomer, setOpenCustomer] = useState<TCustomerRecord | null>(null);
  const customerAccess = useMemo(() => ({ permissions: new Set(permissions), isSuperAdmin, canShowPermissionMenu }), [permissions, isSuperAdmin, canShowPermissionMenu]);
  const rowActions = useMemo(() => buildCustomerRowActions({ ...customerAccess, openCustomer: setOpenCustomer }), [customerAccess]);
  const columns = useMemo(() => customerColumns(setOpenCustomer), []);
  // A new filter starts again at page 1.
  const resetting =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <>
    <DataTable<TCustomerRecord>
      tableId="staff-customers"
      label="Site customers"
      columns={columns}
      rows={customers.data?.records ?? []}
      getRowId={(c) => c.users_id}
      page={customers.data?.page ?? page}
      totalPages={customers.data?.totalPages ?? 0}
      totalRecords={customers.data?.totalRecords}
      onPageChange={setPage}
      sort={sort}
      onSortChange={resetting(setSort)}
      rowActions={rowActions}
      isLoading={customers.isFetching}
      emptyMessage={customers.isError ? "Could not load customers. Try again." : NO_RESULTS}
      toolbar={
        <>
          <label className="flex min-w-48 flex-1 flex-col text-xs font-medium text-slate-600 sm:max-w-xs">
            Search
            <input type="search" value={search} onChange={(e) => resetting(setSearch)(e.target.value)} placeholder="Name, email or phone" className={clsx(inputClass, "mt-1")} />
          </label>
          <label className="flex min-w-40 flex-1 flex-col text-xs font-medium text-slate-600 sm:max-w-56">
            Company
            <input type="search" value={company} onChange={(e) => resetting(setCompany)(e.target.value)} placeholder="Company name" className={clsx(inputClass, "mt-1")} />
          </label>
          <label className="flex flex-col text-xs font-medium text-slate-600">
            Type
            <select value={userType} onChange={(e) => resetting(setUserType)(e.target.value as typeof userType)} className={clsx(inputClass, "mt-1")}>
              <option value="">All types</option>
              {CUSTOMER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </label>
          {canFilterByPermissionGroup ? <PermissionGroupFilter value={userGroupId} onChange={resetting(setUserGroupId)} /> : null}
        </>
      }
    />
    <CustomerDialog customer={openCustomer} onClose={() => setOpenCustomer(null)} access={customerAccess} />
    </>
  );
}

/** The customers screen (spec 001 section 2): site customers and API consumers. */
export function CustomersScreen(props: CustomersScreenProps) {
  const [tab, setTab] = useState<"site" | "api">("site");
  const tabs = [{ id: "site" as const, label: "Site customers" }, ...(props.canViewApiConsumers ? [{ id: "api" as const, label: "API consumers" }] : [])];
  return (
    <div className="space-y-3">
      {props.access.permissions.includes("customers.agents.create") ? (
        <div className="flex justify-end">
          <Link href="/createNewUser" className="inline-flex min-h-9 items-center rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90">
            Create agent
          </Link>
        </div>
      ) : null}
      <div role="tablist" aria-label="Customer lists" className="flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`customers-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`customers-panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={clsx("-mb-px border-b-2 px-3 py-2 text-sm font-medium", tab === t.id ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-slate-900")}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`customers-panel-${tab}`} aria-labelledby={`customers-tab-${tab}`}>
        {tab === "site" ? <SiteCustomers canFilterByPermissionGroup={props.canFilterByPermissionGroup} access={props.access} /> : (
          <ApiConsumersTable
            access={{
              canEditSwitches: props.access.isSuperAdmin || props.access.permissions.includes("apiConsumers.consumers.editFlightSettings"),
              canEditTds: props.access.isSuperAdmin || props.access.permissions.includes("markups.tds.edit"),
              canChangeStatus: props.access.isSuperAdmin || props.access.permissions.includes("apiConsumers.requests.changeStatus"),
              canEditGroup: props.access.isSuperAdmin || (props.access.permissions.includes("markups.groups.mapCustomer") && props.access.permissions.includes("markups.groups.view")),
            }}
          />
        )}
      </div>
    </div>
  );
}
