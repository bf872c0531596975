"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { TFdBookingView } from "@/lib/contracts/fixed-departures";
import { formatMoney } from "@/lib/money";
import { PayBalance } from "./pay-balance";

/** /payments: the customer's fixed-departure balances due, each with "Pay balance" (decision 0052). */
export function FdBalancesDue({ bookings, gatewayName }: { bookings: TFdBookingView[]; gatewayName: string | null }) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  if (bookings.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="fd-due" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="fd-due" className="text-lg font-semibold">
        Amounts due
      </h2>
      {notice ? (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {bookings.map((b) => (
          <li key={b.id} className="flex flex-wrap items-start justify-between gap-3 py-2 text-sm">
            <div>
              <p className="font-medium">
                Fixed departure {b.origin}-{b.destination} on {b.departureDate} <span className="font-mono text-slate-600">{b.reference}</span>
              </p>
              <p className="text-slate-600">
                Balance {formatMoney(b.balanceDue, b.currency)} due by {b.balanceDueDate}
              </p>
            </div>
            <PayBalance
              booking={b}
              gatewayName={gatewayName}
              onPaid={(text) => {
                setNotice(text);
                router.refresh();
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
