"use client";

import { useState } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { RULE_SECTIONS, type RuleKind } from "./markup-format";
import { MarkupCustomersPanel } from "./markup-customers-panel";
import { DefaultBadge, MarkupGroupsPanel } from "./markup-groups-panel";
import { MarkupRuleSection, type RulePermissions } from "./markup-rule-section";
import { useMarkupGroups } from "./use-markups";

/** What the signed-in user may do here (the page computes it; the server enforces each call). */
export type MarkupScreenPermissions = {
  canSaveGroup: boolean;
  canSetDefaultGroup: boolean;
  canMapCustomer: boolean;
  canViewTds: boolean;
  canEditTds: boolean;
  rules: Record<RuleKind, RulePermissions>;
};

/**
 * Markups and discounts (spec 001 sections 2 to 4): the site's markup groups, the selected group's
 * rules in four sections, and the business customers with their group and TDS switch.
 */
export function MarkupsScreen({ permissions }: { permissions: MarkupScreenPermissions }) {
  const groups = useMarkupGroups();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = groups.data ?? [];
  // Until a group is picked, the default group (else the first) is shown.
  const selected = list.find((g) => g.id === chosenId) ?? list.find((g) => g.isDefault) ?? list[0] ?? null;
  const sections = RULE_SECTIONS.filter((s) => permissions.rules[s.kind].canView);

  return (
    <div className="space-y-6">
      <LoadingOverlay show={groups.isLoading} />
      <div className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <MarkupGroupsPanel
          groups={list}
          selectedId={selected?.id ?? null}
          onSelect={setChosenId}
          canSave={permissions.canSaveGroup}
          canSetDefault={permissions.canSetDefaultGroup}
        />
        <section aria-labelledby="markup-rules-heading" className="min-w-0 space-y-4">
          <h2 id="markup-rules-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {selected ? (
              <>
                <span>Rules of {selected.groupName}</span>
                {selected.isDefault ? <DefaultBadge /> : null}
              </>
            ) : (
              "Rules"
            )}
          </h2>
          {!selected && groups.isSuccess ? <p className="text-sm text-slate-500">Create a group to add markup rules.</p> : null}
          {selected && sections.length === 0 ? <p className="text-sm text-slate-500">You may not view markup rules.</p> : null}
          {selected
            ? sections.map((s) => (
                <MarkupRuleSection key={`${s.kind}-${selected.id}`} kind={s.kind} title={s.title} noun={s.noun} groupId={selected.id} groupName={selected.groupName} permissions={permissions.rules[s.kind]} />
              ))
            : null}
        </section>
      </div>
      <MarkupCustomersPanel canMapCustomer={permissions.canMapCustomer} canViewTds={permissions.canViewTds} canEditTds={permissions.canEditTds} />
    </div>
  );
}
