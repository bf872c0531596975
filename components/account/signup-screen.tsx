"use client";

import Link from "next/link";
import { useState } from "react";
import { CompanySignupForm } from "./company-signup-form";
import { RetailSignupForm } from "./retail-signup-form";

/** /signup: retail customers and businesses register here. */
export function SignupScreen({ companyName }: { companyName: string }) {
  const [kind, setKind] = useState<"retail" | "company">("retail");
  const tab = (value: "retail" | "company", label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={kind === value}
      onClick={() => setKind(value)}
      className={`rounded-t px-4 py-2 text-sm font-medium ${kind === value ? "bg-white text-[var(--brand-color)]" : "text-slate-600"}`}
    >
      {label}
    </button>
  );
  return (
    <section className="mx-auto max-w-2xl space-y-3">
      <h1 className="text-2xl font-semibold">Create your {companyName} account</h1>
      <div role="tablist" aria-label="Account type" className="flex gap-1 border-b border-slate-200">
        {tab("retail", "Personal (B2C)")}
        {tab("company", "Business (B2B)")}
      </div>
      <div role="tabpanel" className="rounded-b-lg border border-t-0 border-slate-200 bg-white p-6">
        {kind === "retail" ? <RetailSignupForm /> : <CompanySignupForm />}
      </div>
      <p className="text-sm text-slate-600">
        Already registered?{" "}
        <Link href="/login" className="font-medium text-[var(--brand-color)] hover:underline">
          Log in
        </Link>
      </p>
    </section>
  );
}
