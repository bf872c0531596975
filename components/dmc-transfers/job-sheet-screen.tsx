"use client";

import { useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { JOB_SHEET_SORTS, type TJobSheetTransfer } from "@/lib/contracts/dmc-transfers";
import { formatTravelDay } from "@/lib/dates";
import { sharingWords } from "./driver-job-card";
import { DriverPanel } from "./driver-links";
import { useAssignDriver, useDmcData, useJobSheet, useSetCharges, useSetStatus } from "./use-job-sheet";

export type JobSheetPermissions = { canAssign: boolean; canEditCharges: boolean; canSetStatus: boolean; canGenerateLinks: boolean; canRevokeLinks: boolean };

const input = "min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
const SORT_LABELS: Record<(typeof JOB_SHEET_SORTS)[number], string> = { time: "Time", driver: "Driver", pickupLocation: "Pickup location" };
/** A cancelled transfer's text is struck through (its "Cancelled" badge says why). */
const struck = (t: TJobSheetTransfer) => (t.isCancelled ? "line-through decoration-red-400 text-slate-500" : undefined);
const fail = (toast: ReturnType<typeof useToast>, error: unknown) => toast.error(error instanceof Error ? error.message : "Something went wrong");

/** Internal driver charges: saved on blur or Enter when changed. */
function ChargesInput({ transfer }: { transfer: TJobSheetTransfer }) {
  const toast = useToast();
  const save = useSetCharges();
  const [value, setValue] = useState(transfer.internalDriverCharges.toFixed(2));
  const commit = async () => {
    const charges = Number(value);
    if (value.trim() === "" || charges === transfer.internalDriverCharges) return;
    try {
      toast.success((await save.mutateAsync({ id: transfer.id, charges })).message);
    } catch (error) {
      fail(toast, error);
      setValue(transfer.internalDriverCharges.toFixed(2));
    }
  };
  return (
    <input
      aria-label={`Driver charges for ${transfer.leadPassengerName} at ${transfer.time}`}
      inputMode="decimal"
      className={`${input} w-24 text-right`}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
    />
  );
}

/** Staff: the transfers of a range (default today), driver assignment, charges, status, links and duty slips. */
export function JobSheetScreen({ today, permissions }: { today: string; permissions: JobSheetPermissions }) {
  const toast = useToast();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [driverId, setDriverId] = useState<number | null>(null);
  const [sortBy, setSortBy] = useState<(typeof JOB_SHEET_SORTS)[number]>("time");
  const [warning, setWarning] = useState<string | null>(null);
  const sheet = useJobSheet({ dateRange: { from, to: to < from ? from : to }, driverId, sortBy });
  const data = useDmcData();
  const assign = useAssignDriver();
  const status = useSetStatus();
  const drivers = data.data?.drivers ?? [];

  const onAssign = async (t: TJobSheetTransfer, value: string) => {
    setWarning(null);
    try {
      const r = await assign.mutateAsync({ id: t.id, driverId: value ? Number(value) : null });
      if (r.warning) setWarning(r.warning);
      else toast.success(r.message);
    } catch (error) {
      fail(toast, error);
    }
  };
  const onStatus = async (t: TJobSheetTransfer, isCompleted: boolean) => {
    try {
      toast.success((await status.mutateAsync({ transferid: t.id, isCompleted })).message);
    } catch (error) {
      fail(toast, error);
    }
  };

  const columns: DataTableColumn<TJobSheetTransfer>[] = [
    {
      id: "time",
      header: "Pickup",
      canHide: false,
      cell: (t) => (
        <span className={`whitespace-nowrap font-medium ${struck(t) ?? ""}`}>
          {from === to ? t.time : `${formatTravelDay(t.date)} ${t.time}`}
        </span>
      ),
    },
    { id: "service", header: "Service", cell: (t) => <span className={struck(t)}>{t.serviceName || "—"}</span> },
    {
      id: "route",
      header: "Pickup point → Drop",
      canHide: false,
      cell: (t) => (
        <span className={struck(t)}>
          <span className="font-medium">{t.pickupLocation}</span> <span className="text-slate-400">→</span> {t.dropLocation}
          {t.flightNumber ? <span className="block text-xs text-slate-600">Flight {t.flightNumber}</span> : null}
        </span>
      ),
    },
    {
      id: "lead",
      header: "Guest",
      cell: (t) => (
        <span className={struck(t)}>
          {t.leadPassengerName} ({t.paxCount} pax)
          <span className="block text-xs text-slate-600">{t.guestPhone ?? "No phone"}</span>
        </span>
      ),
    },
    { id: "sharing", header: "Sharing", cell: (t) => sharingWords(t.sharingType) },
    { id: "kart", header: "Itinerary", isHiddenByDefault: true, cell: (t) => (t.kartId ? `#${t.kartId}` : "—") },
    {
      id: "driver",
      header: "Driver",
      canHide: false,
      cell: (t) =>
        permissions.canAssign && !t.isCancelled ? (
          <select aria-label={`Driver for ${t.leadPassengerName} at ${t.time}`} className={input} value={t.driverId ?? ""} onChange={(e) => onAssign(t, e.target.value)}>
            <option value="">Unassigned</option>
            {drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.driverName}
              </option>
            ))}
          </select>
        ) : (
          (t.driverName ?? "Unassigned")
        ),
    },
    {
      id: "charges",
      header: "Driver charges (USD)",
      headerClassName: "text-right",
      className: "text-right",
      cell: (t) => (permissions.canEditCharges && !t.isCancelled ? <ChargesInput key={`${t.id}-${t.internalDriverCharges}`} transfer={t} /> : t.internalDriverCharges.toFixed(2)),
    },
    {
      id: "status",
      header: "Done",
      canHide: false,
      cell: (t) =>
        t.isCancelled ? (
          <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700" aria-label={`Cancelled: ${t.leadPassengerName} at ${t.time}`}>
            Cancelled
          </span>
        ) : (
          <label className="inline-flex items-center gap-2 whitespace-nowrap">
            <input type="checkbox" disabled={!permissions.canSetStatus} checked={t.isCompleted} onChange={(e) => onStatus(t, e.target.checked)} aria-label={`Completed: ${t.leadPassengerName} at ${t.time}`} />
            {t.isCompleted ? <span className="text-green-700">Completed</span> : <span className="text-slate-500">Open</span>}
          </label>
        ),
    },
  ];

  const toolbar = (
    <>
      <label className="grid gap-1 text-xs text-slate-600">
        From
        <input type="date" className={input} value={from} onChange={(e) => e.target.value && setFrom(e.target.value)} />
      </label>
      <label className="grid gap-1 text-xs text-slate-600">
        To
        <input type="date" className={input} value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
      </label>
      <label className="grid gap-1 text-xs text-slate-600">
        Driver
        <select className={input} value={driverId ?? ""} onChange={(e) => setDriverId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">All drivers</option>
          {drivers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.driverName}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs text-slate-600">
        Sort by
        <select className={input} value={sortBy} onChange={(e) => setSortBy(e.target.value as typeof sortBy)}>
          {JOB_SHEET_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </>
  );

  return (
    <div className="space-y-6">
      {warning ? (
        <div role="alert" className="flex items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>
            Driver assigned. Warning: {warning}.
          </span>
          <button type="button" className="text-amber-900 underline" onClick={() => setWarning(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {sheet.isError ? <p role="alert" className="text-sm text-red-700">{sheet.error.message}</p> : null}
      <DataTable
        tableId="dmc-job-sheet"
        label="Transfer job sheet"
        columns={columns}
        rows={sheet.data?.transfers ?? []}
        getRowId={(t) => t.id}
        totalRecords={sheet.data?.transfers.length ?? null}
        isLoading={sheet.isFetching}
        emptyMessage="No Reults found!"
        toolbar={toolbar}
        rowClassName={(t) => (t.isCancelled ? "!bg-red-50/60" : undefined)}
      />
      <DriverPanel drivers={drivers} charges={sheet.data?.chargesByDriver ?? []} day={from} canGenerate={permissions.canGenerateLinks} canRevoke={permissions.canRevokeLinks} />
    </div>
  );
}
