"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { TActivity, TTourOption } from "@/lib/contracts/dmc-activities";
import type { MarketOption } from "./rate-form";
import { RateList, type RatePermissions } from "./rate-list";
import { TourOptionDialog } from "./tour-option-dialog";
import { useTourOptions } from "./use-dmc-activities";

export type TourOptionPermissions = { canEditTourOptions: boolean; ticketRates: RatePermissions; transferRates: RatePermissions };
type Props = { activity: TActivity; markets: MarketOption[]; permissions: TourOptionPermissions };

const features = (t: TTourOption) =>
  [t.hasTicket && "Ticket", t.hasMeal && "Meal", t.hasGuide && "Guide", t.hasTimeSlots && `Slots: ${t.timeSlots.join(", ")}`, t.pickupTime && `Pickup ${t.pickupTime}`, t.dropTime && `Drop ${t.dropTime}`].filter(Boolean).join(" · ");

/** An expanded activity: its tour options; a tour option expands to its ticket and transfer rates. */
export function TourOptionsPanel({ activity, markets, permissions }: Props) {
  const options = useTourOptions(activity.id);
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ tourOption: TTourOption | null } | null>(null);
  return (
    <section aria-label={`Tour options of ${activity.name}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Tour options of {activity.name}</h2>
        {permissions.canEditTourOptions ? <Button onClick={() => setDialog({ tourOption: null })}>Add tour option</Button> : null}
      </div>
      {options.isLoading ? <p role="status">Loading…</p> : null}
      {options.data?.length === 0 ? <p className="text-sm text-slate-500">No tour options yet.</p> : null}
      <ul className="space-y-2">
        {options.data?.map((t) => {
          const isOpen = openId === t.id;
          return (
            <li key={t.id} className="rounded-md border border-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <button type="button" aria-expanded={isOpen} onClick={() => setOpenId(isOpen ? null : t.id)} className="min-w-0 text-left">
                  <span className="font-medium text-brand">
                    <span aria-hidden="true">{isOpen ? "▾" : "▸"}</span> {t.name}
                  </span>
                  <span className="block text-xs text-slate-500">{features(t) || t.description}</span>
                </button>
                {permissions.canEditTourOptions ? (
                  <button type="button" className="text-xs font-medium text-brand hover:underline" onClick={() => setDialog({ tourOption: t })}>
                    Edit <span className="sr-only">{t.name}</span>
                  </button>
                ) : null}
              </div>
              {isOpen ? (
                <div className="space-y-4 border-t border-slate-100 px-3 py-3">
                  <RateList kind="ticket" tourOptionId={t.id} tourOptionName={t.name} markets={markets} permissions={permissions.ticketRates} />
                  <RateList kind="transfer" tourOptionId={t.id} tourOptionName={t.name} markets={markets} permissions={permissions.transferRates} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <TourOptionDialog open={dialog !== null} activityId={activity.id} activityName={activity.name} tourOption={dialog?.tourOption ?? null} onClose={() => setDialog(null)} />
    </section>
  );
}
