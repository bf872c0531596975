"use client";

import { useState } from "react";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Messages } from "@/lib/constants";
import type { TStaffVisaCategory } from "@/lib/contracts/visas";
import { formatSiteDateTime } from "@/lib/dates";
import { ChecklistPanel } from "./checklist-panel";
import { inputClass, VisaCategoryDialog } from "./visa-category-dialog";
import { useCountryOptions, useVisaCategories } from "./use-visas";

/** Staff: visa categories per destination (list, add, rename) and each category's checklists per nationality. */
export function VisasScreen({ canEdit }: { canEdit: boolean }) {
  const [country, setCountry] = useState("");
  const categories = useVisaCategories(country);
  const countries = useCountryOptions();
  const timeZone = useSiteTimeZone();
  const [editing, setEditing] = useState<TStaffVisaCategory | "new" | null>(null);
  const [checklistsOf, setChecklistsOf] = useState<number | null>(null);
  const columns: DataTableColumn<TStaffVisaCategory>[] = [
    { id: "country", header: "Country", canHide: false, cell: (c) => c.countryName },
    { id: "category", header: "Visa category", canHide: false, cell: (c) => <span className="font-medium">{c.visaCategory}</span> },
    { id: "description", header: "Summary", cell: (c) => c.description || "—", className: "min-w-48" },
    { id: "checklists", header: "Checklists", cell: (c) => c.checklistCount, headerClassName: "text-right", className: "text-right" },
    { id: "updated", header: "Updated", cell: (c) => formatSiteDateTime(c.updatedAt, timeZone), className: "whitespace-nowrap", isHiddenByDefault: true },
  ];
  return (
    <section className="space-y-4">
      <DataTable
        tableId="visa-categories"
        label="Visa categories"
        columns={columns}
        rows={categories.data ?? []}
        getRowId={(c) => c._id}
        totalRecords={categories.data?.length ?? null}
        isLoading={categories.isLoading || categories.isFetching}
        emptyMessage={Messages.noResults}
        rowActions={[
          { id: "checklists", label: canEdit ? "Edit checklists" : "Checklists", onSelect: (c) => setChecklistsOf(c._id) },
          ...(canEdit ? [{ id: "edit", label: "Edit category", onSelect: (c: TStaffVisaCategory) => setEditing(c) }] : []),
        ]}
        toolbar={
          <>
            <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600 max-sm:w-full">
              Country
              <select value={country} onChange={(e) => setCountry(e.target.value)} className={`${inputClass} sm:w-64`}>
                <option value="">All countries</option>
                {(countries.data ?? []).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            {canEdit ? <Button onClick={() => setEditing("new")}>Add category</Button> : null}
          </>
        }
      />
      {checklistsOf !== null ? <ChecklistPanel key={checklistsOf} categoryId={checklistsOf} canEdit={canEdit} countries={countries.data ?? []} onClose={() => setChecklistsOf(null)} /> : null}
      {editing ? <VisaCategoryDialog key={editing === "new" ? "new" : editing._id} category={editing} countries={countries.data ?? []} defaultCountry={country} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
