"use client";

import clsx from "clsx";
import { useState } from "react";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { DEFAULT_VISA_NATIONALITY, visaChecklistPath, type TStaffVisaChecklist } from "@/lib/contracts/visas";
import { formatSiteDateTime } from "@/lib/dates";
import { CHECKLIST_PROSE } from "./checklist-prose";
import { RichTextEditor } from "./rich-text-editor";
import { inputClass } from "./visa-category-dialog";
import { useSaveVisaChecklist, useVisaChecklists, useVisaChecklistVersions, type CountryOption } from "./use-visas";

/** Every version of a checklist, newest first; each opens to its HTML (read-only). */
function VersionHistory({ checklist }: { checklist: TStaffVisaChecklist }) {
  const versions = useVisaChecklistVersions(checklist.checklistId);
  const timeZone = useSiteTimeZone();
  return (
    <section aria-labelledby="visa-versions-heading" className="space-y-2">
      <h3 id="visa-versions-heading" className="font-semibold">
        Version history
      </h3>
      {versions.isLoading ? <p className="text-sm text-slate-500">Loading…</p> : null}
      <ol className="space-y-2">
        {(versions.data ?? []).map((v) => (
          <li key={v.version} className="rounded-md border border-slate-200 bg-white">
            <details>
              <summary className="cursor-pointer px-3 py-2 text-sm">
                <span className="font-medium">Version {v.version}</span>
                {v.version === checklist.version ? <span className="ml-2 rounded bg-brand px-1.5 py-0.5 text-xs text-white">Current</span> : null}
                <span className="ml-2 text-slate-600">
                  {formatSiteDateTime(v.changedAt, timeZone)} · {v.changedBy ?? "System"}
                </span>
              </summary>
              <div className={clsx(CHECKLIST_PROSE, "border-t border-slate-200 px-3 py-2")} data-testid={`visa-version-${v.version}`} dangerouslySetInnerHTML={{ __html: v.html }} />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A category's checklists per nationality: choose a nationality, edit in the rich-text editor, save a new version. */
export function ChecklistPanel({ categoryId, canEdit, countries, onClose }: { categoryId: number; canEdit: boolean; countries: CountryOption[]; onClose: () => void }) {
  const toast = useToast();
  const data = useVisaChecklists(categoryId);
  const save = useSaveVisaChecklist();
  const [chosen, setChosen] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ key: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!data.data) return <p className="text-sm text-slate-500">{data.isError ? "Could not load the checklists" : "Loading checklists…"}</p>;
  const { category, result } = data.data;
  const code = chosen ?? result.find((c) => c.nationality.countryCode === DEFAULT_VISA_NATIONALITY)?.nationality.countryCode ?? result[0]?.nationality.countryCode ?? DEFAULT_VISA_NATIONALITY;
  const current = result.find((c) => c.nationality.countryCode === code) ?? null;
  const editorKey = `${code}-${current?.version ?? 0}`;
  const html = draft?.key === editorKey ? draft.html : (current?.html ?? "");
  const withChecklist = new Set(result.map((c) => c.nationality.countryCode));
  const submit = async () => {
    setError(null);
    try {
      toast.success((await save.mutateAsync({ categoryId, nationalityCode: code, html })).message);
      setDraft(null);
    } catch (e) {
      setError(e instanceof ApiError ? (e.shortError?.html ?? e.shortError?.nationalityCode ?? e.message) : "Some error occurred");
    }
  };
  return (
    <section aria-labelledby="visa-checklist-heading" className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 max-[601px]:p-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="visa-checklist-heading" className="text-lg font-semibold">
            Checklists: {category.countryName}, {category.visaCategory}
          </h2>
          <a href={visaChecklistPath(category, code)} target="_blank" rel="noreferrer" className="text-sm text-brand hover:underline">
            Open the public page
          </a>
        </div>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <label className="flex max-w-md flex-col gap-1 text-sm font-medium text-slate-800">
        Nationality (passport)
        <select value={code} onChange={(e) => setChosen(e.target.value)} className={inputClass}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
              {withChecklist.has(c.code) ? " ✓" : ""}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-slate-600">
        {current ? `Version ${current.version}, saved ${current.updatedBy ? `by ${current.updatedBy}` : ""}.` : "No checklist for this nationality yet: write one and save it."}
      </p>
      {canEdit ? (
        <div className="space-y-2">
          <RichTextEditor key={editorKey} label="Checklist" initialHtml={current?.html ?? ""} onChange={(value) => setDraft({ key: editorKey, html: value })} />
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button onClick={submit} loading={save.isPending} disabled={draft?.key !== editorKey}>
            Save checklist
          </Button>
        </div>
      ) : current ? (
        <div className={clsx(CHECKLIST_PROSE, "rounded-md border border-slate-200 bg-white p-3")} dangerouslySetInnerHTML={{ __html: current.html }} />
      ) : null}
      {current ? <VersionHistory checklist={current} /> : null}
    </section>
  );
}
