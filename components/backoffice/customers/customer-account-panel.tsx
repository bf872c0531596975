"use client";

import clsx from "clsx";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { usePermissionGroupList } from "@/components/backoffice/use-permission-groups";
import { CustomerMarketSelect } from "@/components/dmc/geo/customer-market-select";
import type { TCustomerDetails } from "@/lib/contracts/customer-admin";
import type { CustomerAccess } from "./customer-row-actions";
import { SettingSwitch } from "./setting-switch";
import {
  errorText,
  useChangeMarkupGroup,
  useChangePermissionGroup,
  useMarkupGroupChoices,
  useSetFlightHold,
  useSetFlightSearch,
  useToggleBlock,
  useToggleSearchExemption,
} from "./use-customer-admin";

const selectClass = "min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:cursor-wait disabled:opacity-60";

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={clsx("rounded-md border border-slate-200 bg-white p-3", className)}>
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function InlineError({ error }: { error: unknown }) {
  const text = errorText(error);
  return text ? (
    <p role="alert" className="mt-1 text-xs text-red-600">
      {text}
    </p>
  ) : null;
}

function GroupSelect({ label, value, options, onChange, isPending, error, hint, noneLabel }: {
  label: string;
  value: number | null;
  options: { id: number; name: string }[];
  onChange: (id: number | null) => void;
  isPending: boolean;
  error: unknown;
  hint?: string;
  /** Offers a choice that removes the group (null). */
  noneLabel?: string;
}) {
  const id = useId();
  return (
    <div className="py-1.5">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-800">
        {label}
      </label>
      <select id={id} value={value ?? ""} disabled={isPending} aria-busy={isPending || undefined} onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))} className={selectClass}>
        {noneLabel !== undefined || value === null ? <option value="">{noneLabel ?? "—"}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      <InlineError error={error} />
    </div>
  );
}

function MarkupGroupChoice({ customer, canChange }: { customer: TCustomerDetails; canChange: boolean }) {
  const toast = useToast();
  const groups = useMarkupGroupChoices(canChange && customer.legalEntityId !== null);
  const change = useChangeMarkupGroup(customer.id, toast.success);
  if (customer.legalEntityId === null) return <p className="py-1.5 text-sm text-slate-500">Markup group: none (retail customers pay no markup)</p>;
  if (!canChange || !groups.data)
    return (
      <p className="py-1.5 text-sm text-slate-800">
        Markup group: <span className="font-medium">{customer.groupName ?? "—"}</span>
      </p>
    );
  const legalEntityId = customer.legalEntityId;
  return (
    <GroupSelect
      label="Markup group"
      value={customer.groupId}
      options={groups.data.map((g) => ({ id: g.id, name: g.isDefault ? `${g.groupName} (default)` : g.groupName }))}
      onChange={(groupId) => groupId !== null && change.mutate({ groupId, LEId: legalEntityId })}
      isPending={change.isPending}
      error={change.error}
      hint={customer.companyName ? `Applies to everyone at ${customer.companyName}` : undefined}
    />
  );
}

function PermissionGroupChoice({ customer }: { customer: TCustomerDetails }) {
  const toast = useToast();
  const groups = usePermissionGroupList();
  const change = useChangePermissionGroup(customer.id, toast.success);
  return (
    <GroupSelect
      label="Permission group"
      value={customer.userGroup?.groupId ?? null}
      options={(groups.data ?? []).map((g) => ({ id: g.id, name: g.groupName }))}
      onChange={(userGroupId) => change.mutate({ userId: customer.id, userGroupId })}
      isPending={change.isPending || groups.isLoading}
      error={change.error}
      noneLabel="None"
    />
  );
}

/** Block, search exemption, the flight switches and the two groups: each control shows the server's value and moves only when the server agrees. */
export function CustomerAccountPanel({ customer, access }: { customer: TCustomerDetails; access: CustomerAccess }) {
  const toast = useToast();
  const can = (key: string) => access.permissions.has(key);
  const block = useToggleBlock(customer.id, toast.success);
  const exempt = useToggleSearchExemption(customer.id, toast.success);
  const hold = useSetFlightHold(customer.id, toast.success);
  const search = useSetFlightSearch(customer.id, toast.success);
  const canPickPermissionGroup = access.isSuperAdmin && access.canShowPermissionMenu;
  const network = customer.networkConsumer ?? null;
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const toggleBlock = () => block.mutate({ customerId: customer.id, isBlocked: !customer.isBlocked });
  // The network's consumer account (decision 0034): blocking it cuts a consumer site off, so ask first.
  const onBlock = () => (network && !customer.isBlocked ? setConfirmingBlock(true) : toggleBlock());

  return (
    <div className="space-y-3">
      <Section title="Account">
        {can("customers.account.toggleBlock") ? (
          <div className="flex flex-wrap items-center justify-between gap-2 py-1.5">
            <span className="text-sm text-slate-800">{customer.isBlocked ? "Blocked: cannot sign in" : "Active: can sign in"}</span>
            <Button
              variant={customer.isBlocked ? "secondary" : "danger"}
              className="min-h-8 px-3 py-1"
              loading={block.isPending}
              onClick={onBlock}
            >
              {customer.isBlocked ? "Unblock" : "Block"}
            </Button>
          </div>
        ) : null}
        {network ? (
          <Modal
            open={confirmingBlock}
            onOpenChange={setConfirmingBlock}
            title={`Block the network account of ${network.companyName}?`}
            description={`${network.companyName} (${network.domain}) buys from this site through this account. While it is blocked, their searches and bookings through this site fail, their API key is refused and their staff cannot open this site.`}
            showOk={false}
            actions={
              <>
                <Button variant="secondary" onClick={() => setConfirmingBlock(false)}>
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  onClick={() => {
                    setConfirmingBlock(false);
                    toggleBlock();
                  }}
                >
                  Block network account
                </Button>
              </>
            }
          />
        ) : null}
        {can("customers.flightSettings.searchExemption") ? (
          <SettingSwitch
            label="Exempt from look-to-book limits"
            checked={customer.flightLookToBook.is_exempted}
            onRequest={(next) => exempt.mutate({ customerId: customer.id, exempt: next })}
            isPending={exempt.isPending}
          />
        ) : null}
        {can("customers.flightSettings.hold") ? (
          <SettingSwitch label="Flight hold allowed" checked={customer.isFlightHoldAllowed} onRequest={(next) => hold.mutate({ userId: customer.id, isFlightHold: next })} isPending={hold.isPending} />
        ) : null}
        {can("customers.flightSettings.search") ? (
          <SettingSwitch
            label="Flight search allowed"
            checked={customer.isFlightSearchAllowed}
            onRequest={(next) => search.mutate({ userId: customer.id, isFlightSearchAllowed: next })}
            isPending={search.isPending}
          />
        ) : null}
      </Section>
      <Section title="Groups">
        <MarkupGroupChoice customer={customer} canChange={can("markups.groups.mapCustomer") && can("markups.groups.view")} />
        {/* The DMC market (issue 13): customers only, staff are not customers. */}
        {customer.userType !== "staff" && can("dmc.markets.view") ? <CustomerMarketSelect userId={customer.id} canChange={can("dmc.markets.edit")} /> : null}
        {canPickPermissionGroup ? (
          <PermissionGroupChoice customer={customer} />
        ) : (
          <p className="py-1.5 text-sm text-slate-800">
            Permission group: <span className="font-medium">{customer.userGroupName ?? "None"}</span>
          </p>
        )}
      </Section>
    </div>
  );
}
