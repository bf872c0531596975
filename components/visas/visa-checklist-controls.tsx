"use client";

import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { VisaMessages } from "@/lib/contracts/visas";

type NationalityOption = { countryCode: string; countryName: string; nationality: string };

const subscribe = () => () => undefined;

/**
 * The checklist page's controls: the nationality selector (changes the URL, so the link shared is
 * the checklist shown), the share link and Copy link ('Copied to clipboard').
 */
export function VisaChecklistControls({ path, nationalityCode, available, options }: { path: string; nationalityCode: string | null; available: string[]; options: NationalityOption[] }) {
  const router = useRouter();
  const toast = useToast();
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => "");
  const shareUrl = nationalityCode ? `${origin}${path}?nationality=${nationalityCode}` : `${origin}${path}`;
  const withChecklist = options.filter((o) => available.includes(o.countryCode));
  const others = options.filter((o) => !available.includes(o.countryCode));
  const label = (o: NationalityOption) => `${o.nationality} (${o.countryName})`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast.success(VisaMessages.copied);
    } catch {
      toast.error("Could not copy: select the link and copy it");
    }
  };
  return (
    <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Passport (nationality)
        <select
          value={nationalityCode ?? ""}
          onChange={(e) => router.push(`${path}?nationality=${e.target.value}`)}
          className="min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal text-slate-900"
        >
          {nationalityCode ? null : <option value="">Choose a nationality</option>}
          <optgroup label="Checklists available">
            {withChecklist.map((o) => (
              <option key={o.countryCode} value={o.countryCode}>
                {label(o)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Other nationalities">
            {others.map((o) => (
              <option key={o.countryCode} value={o.countryCode}>
                {label(o)}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <div className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700">
        <label htmlFor="visa-share-link">Share link</label>
        <div className="flex min-w-0 gap-2">
          <input
            id="visa-share-link"
            readOnly
            value={shareUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-9 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs font-normal text-slate-800"
          />
          <Button onClick={copy} className="shrink-0">
            Copy link
          </Button>
        </div>
      </div>
    </div>
  );
}
