"use client";

import { useState } from "react";
import { DefaultBadge } from "@/components/backoffice/markups/markup-groups-panel";
import { MarkupRuleSection, type RulePermissions } from "@/components/backoffice/markups/markup-rule-section";
import { useMarkupGroups } from "@/components/backoffice/markups/use-markups";
import { LoadingOverlay } from "@/components/ui/loading-overlay";

/**
 * Activity markups (spec 001 sections 2, 4, 7): a markup group's activity rules, listed, added,
 * updated in place (the Add/Update toggle: an update saves, then leaves edit mode) and deleted
 * through activity/markup/deleteActivityMarkup/{id}. The same section the markups screen shows.
 */
export function ActivityMarkupScreen({ permissions }: { permissions: RulePermissions }) {
  const groups = useMarkupGroups();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = groups.data ?? [];
  const selected = list.find((g) => g.id === chosenId) ?? list.find((g) => g.isDefault) ?? list[0] ?? null;
  return (
    <div className="space-y-4">
      <LoadingOverlay show={groups.isLoading} />
      <p className="text-sm text-slate-600">
        Applied by the DMC rate engine to every tour option, transfer and hotel price of the group&apos;s customers. A flat value is in the rate&apos;s own currency (5 = USD 5.00 on a
        USD rate); a percentage applies to each currency&apos;s amount.
      </p>
      <label className="flex max-w-sm flex-col gap-1 text-sm font-medium text-slate-800">
        Markup group
        <select
          aria-label="Markup group"
          value={selected?.id ?? ""}
          onChange={(e) => setChosenId(Number(e.target.value))}
          className="min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal"
        >
          {list.map((g) => (
            <option key={g.id} value={g.id}>
              {g.groupName}
              {g.isDefault ? " (default)" : ""}
            </option>
          ))}
        </select>
      </label>
      {!selected && groups.isSuccess ? <p className="text-sm text-slate-500">Create a markup group on the Markups screen first.</p> : null}
      {selected ? (
        <>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            Rules of <strong>{selected.groupName}</strong>
            {selected.isDefault ? <DefaultBadge /> : null}
          </p>
          <MarkupRuleSection key={selected.id} kind="activity" title="Activity markups" noun="activity markup" groupId={selected.id} groupName={selected.groupName} permissions={permissions} />
        </>
      ) : null}
    </div>
  );
}
