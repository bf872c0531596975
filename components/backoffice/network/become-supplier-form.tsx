"use client";

import { useState } from "react";
import { errorText } from "@/components/backoffice/customers/use-customer-admin";
import { SUPPLIER_CATEGORIES } from "@/lib/constants";
import type { TBecomeSupplierRequest, TSupplierCategory, TSupplierProfile } from "@/lib/contracts/network";
import { useNetworkWrite, useSupplierProfile } from "./use-network";

const LABELS: Record<TSupplierCategory, string> = { FixedDeparture: "Fixed departures", Flights: "Flights", TourPackages: "Tour packages" };

/** /user/supplier/becomeSupplier: the categories this site supplies and the terms its consumers accept. */
export function BecomeSupplierForm({ canManage }: { canManage: boolean }) {
  const profile = useSupplierProfile();
  if (!profile.data) return <p className="text-sm text-slate-600">{profile.isError ? errorText(profile.error) : "Loading…"}</p>;
  return <ProfileForm profile={profile.data} canManage={canManage} />;
}

function ProfileForm({ profile, canManage }: { profile: TSupplierProfile; canManage: boolean }) {
  const save = useNetworkWrite<TBecomeSupplierRequest, { message: string }>("/api/user/supplier/becomeSupplier");
  const [categories, setCategories] = useState<TSupplierCategory[]>(profile.categories);
  const [terms, setTerms] = useState(profile.termsAndConditions);
  const [isActive, setIsActive] = useState(profile.isSupplier ? profile.isActive : true);
  const toggle = (c: TSupplierCategory) => setCategories((cs) => (cs.includes(c) ? cs.filter((x) => x !== c) : [...cs, c]));
  const fieldErrors = (save.error as { shortError?: Record<string, string> } | null)?.shortError ?? {};

  return (
    <form
      className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ categories, termsAndConditions: terms, isActive });
      }}
    >
      <p className="text-sm text-slate-600">
        {profile.isSupplier ? "This site is a supplier. Other sites of the network can request access to the categories below." : "Offer your inventory to other sites of the network: choose categories and write the terms they accept."}
      </p>
      <fieldset disabled={!canManage} className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">Categories</legend>
        <div className="flex flex-wrap gap-4">
          {SUPPLIER_CATEGORIES.map((c) => (
            <label key={c} className="flex min-h-9 items-center gap-2 text-sm">
              <input type="checkbox" checked={categories.includes(c)} onChange={() => toggle(c)} className="h-4 w-4 accent-brand" />
              {LABELS[c]}
            </label>
          ))}
        </div>
        {fieldErrors.categories ? <p className="text-xs text-red-600">{fieldErrors.categories}</p> : null}
      </fieldset>
      <label className="block text-sm font-medium text-slate-800">
        Terms and conditions
        <textarea
          value={terms}
          onChange={(e) => setTerms(e.target.value)}
          disabled={!canManage}
          rows={8}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm font-normal"
        />
        {fieldErrors.termsAndConditions ? <span className="text-xs font-normal text-red-600">{fieldErrors.termsAndConditions}</span> : null}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} disabled={!canManage} className="h-4 w-4 accent-brand" />
        Visible to other sites (active)
      </label>
      {canManage ? (
        <div className="flex items-center gap-3">
          <button type="submit" disabled={save.isPending} className="min-h-9 rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90 disabled:opacity-60">
            {profile.isSupplier ? "Save" : "Become a supplier"}
          </button>
          {save.isSuccess ? <span role="status" className="text-sm text-green-700">{save.data.message}</span> : null}
          {save.isError && !Object.keys(fieldErrors).length ? <span role="alert" className="text-sm text-red-600">{errorText(save.error)}</span> : null}
        </div>
      ) : null}
    </form>
  );
}
