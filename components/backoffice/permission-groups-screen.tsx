"use client";

import { useState } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { useToast } from "@/components/ui/toast";
import { Messages } from "@/lib/constants";
import { buildPermissionTree, diffTrees, type PermissionTree } from "@/lib/permission-edit";
import { PERMISSION_CATALOGUE } from "@/lib/permissions";
import { PermissionTreeEditor } from "./permission-tree-editor";
import { usePermissionGroupList, usePermissionGroupTree, useSavePermissionGroup } from "./use-permission-groups";

type EditorProps = { groupId: number | null; groupName: string; modules: PermissionTree; canManage: boolean; onSaved: (id: number) => void };

/** One group's name and permission tree; edits are collected as a change set and saved together. */
function GroupEditor({ groupId, groupName: savedName, modules, canManage, onSaved }: EditorProps) {
  const toast = useToast();
  const save = useSavePermissionGroup();
  const [groupName, setGroupName] = useState(savedName);
  const [initial, setInitial] = useState<PermissionTree>(modules);
  const [tree, setTree] = useState<PermissionTree>(modules);
  const [nameError, setNameError] = useState<string | null>(null);
  const changes = diffTrees(initial, tree);
  const changeCount = changes.modules.length + changes.groups.length + changes.permissions.length;

  const onSave = async () => {
    if (!groupName.trim()) {
      setNameError(Messages.required);
      return;
    }
    setNameError(null);
    const result = await save.mutateAsync({ userGroupId: groupId ?? undefined, groupName: groupName.trim(), changeSet: changes }).catch(() => null);
    if (result) {
      toast.success(result.message);
      setInitial(tree);
      onSaved(result.id);
    }
  };

  return (
    <section className="space-y-3">
      <LoadingOverlay show={save.isPending} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium">
          Group name
          <input value={groupName} onChange={(e) => setGroupName(e.target.value)} disabled={!canManage} className="mt-1 rounded border border-slate-300 px-2 py-1 font-normal" />
        </label>
        {canManage ? (
          <button type="button" onClick={onSave} disabled={save.isPending} className="rounded bg-[var(--brand-color)] px-4 py-1.5 font-medium text-white disabled:opacity-60">
            Save{changeCount > 0 ? ` (${changeCount} changes)` : ""}
          </button>
        ) : null}
      </div>
      {nameError ? (
        <p role="alert" className="text-sm text-red-600">
          {nameError}
        </p>
      ) : null}
      <PermissionTreeEditor tree={tree} onChange={setTree} isReadOnly={!canManage} />
    </section>
  );
}

/** Permission groups: pick a group (or start a new one) and edit its permissions. */
export function PermissionGroupsScreen({ canManage }: { canManage: boolean }) {
  const groups = usePermissionGroupList();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [newKey, setNewKey] = useState(0);
  const loaded = usePermissionGroupTree(selectedId);

  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <LoadingOverlay show={groups.isLoading || loaded.isLoading} />
      <aside className="space-y-2">
        <h2 className="font-semibold">Groups</h2>
        {groups.data?.length === 0 ? <p className="text-sm text-slate-500">{Messages.noResults}</p> : null}
        <ul className="space-y-1">
          {groups.data?.map((g) => (
            <li key={g.id}>
              <button type="button" onClick={() => setSelectedId(g.id)} className={`w-full rounded px-2 py-1 text-left ${selectedId === g.id ? "bg-[var(--brand-color)] text-white" : "hover:bg-slate-100"}`}>
                {g.groupName}
              </button>
            </li>
          ))}
        </ul>
        {canManage ? (
          <button
            type="button"
            onClick={() => {
              setSelectedId(null);
              setNewKey((k) => k + 1);
            }}
            className="rounded border border-slate-300 px-3 py-1 text-sm"
          >
            New group
          </button>
        ) : null}
      </aside>
      {selectedId === null ? (
        <GroupEditor key={`new-${newKey}`} groupId={null} groupName="" modules={buildPermissionTree(PERMISSION_CATALOGUE, [])} canManage={canManage} onSaved={setSelectedId} />
      ) : loaded.data ? (
        <GroupEditor key={`group-${loaded.data.id}`} groupId={loaded.data.id} groupName={loaded.data.groupName} modules={loaded.data.modules} canManage={canManage} onSaved={setSelectedId} />
      ) : null}
    </div>
  );
}
