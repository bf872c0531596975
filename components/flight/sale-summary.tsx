"use client";

import { useState } from "react";
import type { z } from "zod";
import type { ZFare } from "@/lib/contracts/flights";
import { formatMoney } from "@/lib/money";

type Fare = z.infer<typeof ZFare>;
type Props = { fare: Fare; userType: string };

function Row({ label, value, isStrong }: { label: string; value: number; isStrong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isStrong ? "font-semibold text-slate-900" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(value)}</dd>
    </div>
  );
}

/**
 * The sale's Summary panel (spec 000 section 6): with a markup, customers see Service Fee and GST on
 * Service Fee; without one, staff and travel agents get a Show/Hide Details link revealing
 * commission, TDS and discount. Retail users never see commission or TDS (the server leaves them out).
 * Every figure is the sale's totals as computed once (lib/sale-totals.ts): the lines add up to the
 * Total, extras (baggage and meals) included, and Net payable is what the payment takes.
 */
export function SaleSummary({ fare, userType }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const hasMarkup = fare.markup > 0;
  const canSeeDetails = !hasMarkup && (userType === "staff" || userType === "travelAgent") && fare.commissionEarned !== undefined;
  return (
    <section aria-label="Summary" className="rounded border border-slate-200 bg-slate-50 p-3 text-sm">
      <h3 className="mb-2 font-semibold">Summary</h3>
      <dl className="space-y-1">
        <Row label="Base fare" value={fare.baseFare} />
        <Row label="Taxes and fees" value={Math.round((fare.tax + fare.otherCharges) * 100) / 100} />
        {hasMarkup ? (
          <>
            <Row label="Service Fee" value={fare.markup} />
            <Row label="GST on Service Fee" value={fare.gstOnMarkup} />
          </>
        ) : null}
        {fare.discount > 0 ? <Row label="Discount" value={-fare.discount} /> : null}
        {fare.txnFee > 0 ? <Row label="Transaction fee" value={fare.txnFee} /> : null}
        {fare.baggageMealCharges > 0 ? <Row label="Extra baggage and meals" value={fare.baggageMealCharges} /> : null}
        <Row label="Total" value={fare.totalPayable} isStrong />
      </dl>
      {canSeeDetails ? (
        <>
          <button type="button" onClick={() => setIsOpen((v) => !v)} className="mt-2 text-[var(--brand-color)] hover:underline" aria-expanded={isOpen}>
            {isOpen ? "Hide Details" : "Show Details"}
          </button>
          {isOpen ? (
            <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2">
              <Row label="Commission" value={fare.commissionEarned ?? 0} />
              <Row label="TDS" value={fare.tdsOnCommission ?? 0} />
              <Row label="Discount" value={fare.discount} />
              <Row label="Net payable" value={fare.totalPayableAmt ?? fare.totalPayable} isStrong />
            </dl>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
