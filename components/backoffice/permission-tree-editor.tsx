"use client";

import type { PermissionTree } from "@/lib/permission-edit";
import { setGroupActive, setModuleActive, setPermissionActive } from "@/lib/permission-edit";

type Props = { tree: PermissionTree; onChange: (tree: PermissionTree) => void; isReadOnly: boolean };

/** Modules > permission groups > permissions with the spec's editing rules (lib/permission-edit.ts). */
export function PermissionTreeEditor({ tree, onChange, isReadOnly }: Props) {
  return (
    <div className="space-y-3">
      {tree.map((mod) => (
        <fieldset key={mod.key} className="rounded border border-slate-200 bg-white p-3">
          <legend className="px-1">
            <label className="flex items-center gap-2 font-semibold">
              <input type="checkbox" checked={mod.isActive} disabled={isReadOnly} onChange={(e) => onChange(setModuleActive(tree, mod.key, e.target.checked))} />
              {mod.moduleName}
            </label>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {mod.groups.map((group) => (
              <div key={group.key} className="rounded bg-slate-50 p-2">
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input type="checkbox" checked={group.isActive} disabled={isReadOnly} onChange={(e) => onChange(setGroupActive(tree, group.key, e.target.checked))} />
                  {group.groupName}
                </label>
                <ul className="mt-1 space-y-1 pl-5">
                  {group.permissions.map((p) => (
                    <li key={p.key}>
                      <label className="flex items-center gap-2 text-sm text-slate-700">
                        <input type="checkbox" checked={p.isActive} disabled={isReadOnly} onChange={(e) => onChange(setPermissionActive(tree, p.key, e.target.checked))} />
                        {p.label}
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
