"use client";

import { SaleSummary } from "@/components/flight/sale-summary";
import type { TFlightResult } from "@/lib/contracts/flights";
import { formatMoney } from "@/lib/money";
import { withExtras } from "@/lib/sale-totals";

/**
 * The leg's sale summary (role rules of sale-summary.tsx) with the extras chosen so far: the same
 * totals (lib/sale-totals.ts) that validateBooking writes and the payment takes.
 */
export function BookingFareSummary({ fare, userType, extrasAmount }: { fare: TFlightResult["fare"]; userType: string; extrasAmount: number }) {
  const currency = fare.currency || "INR";
  const sale = withExtras(fare, extrasAmount);
  return (
    <div className="space-y-2">
      <SaleSummary fare={sale} userType={userType} />
      <dl aria-label="Total payable" className="space-y-1 rounded border border-slate-200 bg-white p-3 text-sm">
        <div className="flex justify-between gap-4 text-slate-700">
          <dt>Extras (baggage and meals)</dt>
          <dd className="tabular-nums" data-testid="ssr-total">
            {formatMoney(sale.baggageMealCharges, currency)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold text-slate-900">
          <dt>Total payable</dt>
          <dd className="tabular-nums" data-testid="total-payable">
            {formatMoney(sale.totalPayable, currency)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
