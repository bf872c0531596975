"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import type { TActivity } from "@/lib/contracts/dmc-activities";
import { ActivityDialog, type AreaOption } from "./activity-dialog";
import { ActivitySwitch } from "./activity-switch";
import { CityPicker, type PickedCity } from "./city-picker";
import type { MarketOption } from "./rate-form";
import { TourOptionsPanel, type TourOptionPermissions } from "./tour-options-panel";
import { useActivities, useActivityCities, useMapAreaActivity, useUpdateActivityPriority } from "./use-dmc-activities";

export type ActivityScreenPermissions = TourOptionPermissions & { canEditActivities: boolean };
type Props = { areas: AreaOption[]; markets: MarketOption[]; permissions: ActivityScreenPermissions };

/** An activity's priority: Enter or leaving the field saves it, once. */
export function PriorityInput({ activity, canEdit }: { activity: TActivity; canEdit: boolean }) {
  const update = useUpdateActivityPriority();
  const toast = useToast();
  const [value, setValue] = useState(String(activity.priority));
  // The value last sent: Enter then the blur that follows (or a second Enter) send it once, not twice.
  const sent = useRef<string | null>(null);
  const commit = async () => {
    const priority = Number(value);
    if (value === String(activity.priority) || !Number.isInteger(priority) || priority < 0) return setValue(String(activity.priority));
    if (sent.current === value) return;
    sent.current = value;
    const done = await update.mutateAsync({ activityId: activity.id, priority }).catch(() => null);
    if (!done) sent.current = null;
    if (done) toast.success(done.message);
    else setValue(String(activity.priority));
  };
  if (!canEdit) return <>{activity.priority}</>;
  return (
    <input
      type="number"
      min={0}
      aria-label={`Priority of ${activity.name}`}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
      className="w-16 rounded border border-slate-300 px-1.5 py-0.5 text-sm"
    />
  );
}

function AreaSelect({ activity, areas, canEdit }: { activity: TActivity; areas: AreaOption[]; canEdit: boolean }) {
  const map = useMapAreaActivity();
  const toast = useToast();
  if (!canEdit) return <>{activity.area?.name ?? "—"}</>;
  return (
    <select
      aria-label={`Area of ${activity.name}`}
      value={activity.area?.id ?? ""}
      disabled={map.isPending}
      onChange={async (e) => {
        const done = await map.mutateAsync({ activityId: activity.id, areaId: e.target.value === "" ? null : Number(e.target.value) }).catch(() => null);
        if (done) toast.success(done.message);
      }}
      className="max-w-40 rounded border border-slate-300 px-1.5 py-0.5 text-sm"
    >
      <option value="">No area</option>
      {areas.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
        </option>
      ))}
    </select>
  );
}

/** /staff/dmc-activities, "Manage Activities" (spec 001 section 2): the city filter is the cityId query. */
export function ActivitiesScreen({ areas, markets, permissions }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const cityId = Number(params.get("cityId")) || null;
  const cities = useActivityCities();
  const activities = useActivities(cityId);
  const [dialog, setDialog] = useState<{ activity: TActivity | null } | null>(null);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const known = cities.data?.find((c) => c.id === cityId);
  const [picked, setPicked] = useState<PickedCity | null>(null);
  const city: PickedCity | null = cityId ? (known ? { id: known.id, label: `${known.city}, ${known.country}` } : picked?.id === cityId ? picked : { id: cityId, label: `City ${cityId}` }) : null;
  const setCity = (c: PickedCity | null) => {
    setPicked(c);
    setExpandedId(null);
    router.replace(c ? `${pathname}?cityId=${c.id}` : pathname);
  };
  const expanded = activities.data?.find((a) => a.id === expandedId) ?? null;
  const canEdit = permissions.canEditActivities;

  const columns: DataTableColumn<TActivity>[] = [
    {
      id: "name",
      header: "Activity",
      canHide: false,
      cell: (a) => (
        <button type="button" aria-expanded={expandedId === a.id} onClick={() => setExpandedId(expandedId === a.id ? null : a.id)} className="text-left font-medium text-brand hover:underline">
          <span aria-hidden="true">{expandedId === a.id ? "▾" : "▸"}</span> {a.name}
        </button>
      ),
    },
    { id: "city", header: "City", cell: (a) => a.cityName },
    { id: "area", header: "Area", cell: (a) => <AreaSelect key={`${a.id}-${a.area?.id}`} activity={a} areas={areas} canEdit={canEdit} /> },
    { id: "priority", header: "Priority", cell: (a) => <PriorityInput key={`${a.id}-${a.priority}`} activity={a} canEdit={canEdit} /> },
    { id: "isTurnedOn", header: "Turned on", cell: (a) => <ActivitySwitch activityId={a.id} activityName={a.name} field="isTurnedOn" isOn={a.isTurnedOn} canEdit={canEdit} /> },
    { id: "isTransferRequired", header: "Transfer", cell: (a) => <ActivitySwitch activityId={a.id} activityName={a.name} field="isTransferRequired" isOn={a.isTransferRequired} canEdit={canEdit} /> },
    { id: "tourOptions", header: "Tour options", cell: (a) => a.tourOptionCount },
    { id: "description", header: "Description", cell: (a) => <span className="line-clamp-2 max-w-64">{a.description}</span>, isHiddenByDefault: true },
  ];

  return (
    <div className="space-y-4">
      <DataTable
        tableId="dmc-activities"
        label="Activities"
        columns={columns}
        rows={activities.data ?? []}
        getRowId={(a) => a.id}
        totalRecords={null}
        isLoading={activities.isLoading}
        emptyMessage="No Reults found!"
        rowActions={canEdit ? [{ id: "edit", label: "Edit", onSelect: (a) => setDialog({ activity: a }) }] : []}
        toolbar={
          <>
            <div className="w-full min-w-0 sm:w-72">
              <CityPicker label="Filter by city" value={city} onChange={setCity} />
            </div>
            {cities.data && cities.data.length > 0 ? (
              <div className="flex flex-wrap gap-1" aria-label="Cities with activities">
                {cities.data.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    aria-pressed={c.id === cityId}
                    onClick={() => setCity(c.id === cityId ? null : { id: c.id, label: `${c.city}, ${c.country}` })}
                    className={c.id === cityId ? "rounded-full bg-brand px-3 py-1 text-xs text-white" : "rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700 hover:border-brand"}
                  >
                    {c.city} ({c.activityCount})
                  </button>
                ))}
              </div>
            ) : null}
            {canEdit ? <Button onClick={() => setDialog({ activity: null })}>Create Activity</Button> : null}
          </>
        }
      />
      {expanded ? <TourOptionsPanel activity={expanded} markets={markets} permissions={permissions} /> : null}
      <ActivityDialog open={dialog !== null} activity={dialog?.activity ?? null} defaultCity={city} areas={areas} onClose={() => setDialog(null)} />
    </div>
  );
}
