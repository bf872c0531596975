"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { TReferral } from "@/lib/contracts/dashboard";
import { formatSiteDateLong } from "@/lib/dates";

const TYPE_LABEL: Record<string, string> = { retail: "Retail (B2C)", travelAgent: "Travel agent (B2B)", corporate: "Corporate (B2B)", staff: "Staff" };

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (plain http, old browser): select-and-copy fallback.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/** The referral code, the link to share with a copy button, and who signed up through it. */
export function ReferralScreen({ referral, timeZone }: { referral: TReferral; timeZone: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(referral.link);
    setCopied(ok);
    if (ok) toast.success("Link copied");
    else toast.error("Could not copy the link: select it and copy it yourself");
  };
  return (
    <div className="space-y-4">
      <section aria-labelledby="referral-share" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="referral-share" className="text-base font-semibold text-slate-900">
          Share your link
        </h2>
        <p className="text-sm text-slate-600">Anyone who signs up through this link is listed below as referred by you.</p>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Your referral code</dt>
            <dd className="font-mono text-lg font-semibold tracking-wider text-slate-900" data-testid="referral-code">
              {referral.referralCode}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="mb-1 text-slate-600">
              <label htmlFor="referral-link">Link to share</label>
            </dt>
            <dd className="flex gap-2 max-[600px]:flex-col">
              <input id="referral-link" readOnly value={referral.link} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm" />
              <Button onClick={() => void copy()}>{copied ? "Copied" : "Copy link"}</Button>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="referral-list" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="referral-list" className="mb-3 text-base font-semibold text-slate-900">
          Signed up through your link ({referral.referredUsers.length})
        </h2>
        {referral.referredUsers.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody has signed up through your link yet.</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="referral-table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Type
                </th>
                <th scope="col" className="py-2 font-medium">
                  Signed up
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {referral.referredUsers.map((u) => (
                <tr key={u.userId}>
                  <td className="py-2 pr-3 text-slate-900">{u.name}</td>
                  <td className="py-2 pr-3 text-slate-700">{TYPE_LABEL[u.userType] ?? u.userType}</td>
                  <td className="py-2 text-slate-700">{formatSiteDateLong(u.createdAt, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
