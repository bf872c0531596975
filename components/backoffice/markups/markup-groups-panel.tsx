"use client";

import clsx from "clsx";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { Messages } from "@/lib/constants";
import { GroupNameDialog } from "./group-name-dialog";
import { useSetDefaultGroup, type MarkupGroup } from "./use-markups";

export function DefaultBadge() {
  return <span className="inline-flex items-center rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">Default</span>;
}

type Props = {
  groups: MarkupGroup[];
  selectedId: number | null;
  onSelect: (groupId: number) => void;
  canSave: boolean;
  canSetDefault: boolean;
};

/** The site's markup groups: pick one to see its rules; create, rename and set the default. */
export function MarkupGroupsPanel({ groups, selectedId, onSelect, canSave, canSetDefault }: Props) {
  const toast = useToast();
  const setDefault = useSetDefaultGroup();
  /** null: closed; "new": create; a group: rename it. */
  const [dialog, setDialog] = useState<MarkupGroup | "new" | null>(null);
  const selected = groups.find((g) => g.id === selectedId) ?? null;

  const makeDefault = async (group: MarkupGroup) => {
    const result = await setDefault.mutateAsync(group.id).catch(() => null);
    if (result) toast.success(result.message);
  };

  return (
    <section aria-labelledby="markup-groups-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="markup-groups-heading" className="text-lg font-semibold">
          Groups
        </h2>
        {canSave ? (
          <Button variant="secondary" onClick={() => setDialog("new")}>
            Create group
          </Button>
        ) : null}
      </div>
      {groups.length === 0 ? <p className="text-sm text-slate-500">{Messages.noResults}</p> : null}
      <ul className="flex flex-col gap-1" aria-label="Markup groups">
        {groups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              aria-pressed={group.id === selectedId}
              aria-label={group.isDefault ? `${group.groupName} (Default)` : group.groupName}
              onClick={() => onSelect(group.id)}
              className={clsx(
                "flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand",
                group.id === selectedId ? "bg-brand text-white" : "text-slate-800 hover:bg-slate-100",
              )}
            >
              <span className="min-w-0 break-words">{group.groupName}</span>
              {group.isDefault ? <DefaultBadge /> : null}
            </button>
          </li>
        ))}
      </ul>
      {selected && (canSave || (canSetDefault && !selected.isDefault)) ? (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 max-sm:[&>*]:flex-1">
          {canSave ? (
            <Button variant="secondary" onClick={() => setDialog(selected)} aria-label={`Rename ${selected.groupName}`}>
              Rename
            </Button>
          ) : null}
          {canSetDefault && !selected.isDefault ? (
            <Button variant="secondary" onClick={() => makeDefault(selected)} loading={setDefault.isPending} aria-label={`Set ${selected.groupName} as default`}>
              Set as default
            </Button>
          ) : null}
        </div>
      ) : null}
      <GroupNameDialog
        open={dialog !== null}
        group={dialog === "new" ? null : dialog}
        onClose={() => setDialog(null)}
        onSaved={(group) => {
          setDialog(null);
          onSelect(group.id);
        }}
      />
    </section>
  );
}
