import type { TWalletEntryView } from "@/lib/contracts/wallet";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { formatSiteDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

const KIND_LABEL: Record<TWalletEntryView["kind"], string> = {
  topUp: "Top-up",
  staffCredit: "Credit",
  staffDebit: "Debit",
  bookingDebit: "Booking",
  refundCredit: "Refund",
  paymentEntryApproved: "Bank transfer",
};

/** "+₹1,000.00" / "-₹45.50": the sign, then the amount with two decimals. */
export function formatSignedAmount(amount: number, currency: string): string {
  return `${amount < 0 ? "-" : "+"}${formatMoney(Math.abs(amount), currency)}`;
}

/** The ledger lines: a table above 600px, stacked cards at 600px and below. */
export function WalletEntriesTable({ records, currency }: { records: TWalletEntryView[]; currency: string }) {
  const timeZone = useSiteTimeZone();
  if (records.length === 0) return <p className="rounded border border-slate-200 bg-white p-4 text-slate-600">No transactions yet.</p>;
  return (
    <table className="w-full border-collapse text-sm" aria-label="Wallet transactions">
      <thead className="hidden min-[601px]:table-header-group">
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="p-2">Date</th>
          <th scope="col" className="p-2">Type</th>
          <th scope="col" className="p-2">Remark</th>
          <th scope="col" className="p-2">PNR</th>
          <th scope="col" className="p-2 text-right">Amount</th>
        </tr>
      </thead>
      <tbody>
        {records.map((entry) => (
          <tr key={entry.id} className="block border-b border-slate-200 bg-white p-2 min-[601px]:table-row min-[601px]:p-0">
            <td className="block p-1 min-[601px]:table-cell min-[601px]:p-2">{formatSiteDateTime(entry.date, timeZone)}</td>
            <td className="block p-1 min-[601px]:table-cell min-[601px]:p-2">{KIND_LABEL[entry.kind]}</td>
            <td className="block p-1 min-[601px]:table-cell min-[601px]:p-2">{entry.remark ?? ""}</td>
            <td className="block p-1 min-[601px]:table-cell min-[601px]:p-2">{entry.pnr ? <span aria-label={`PNR ${entry.pnr}`}>{entry.pnr}</span> : ""}</td>
            <td className={`block p-1 font-medium min-[601px]:table-cell min-[601px]:p-2 min-[601px]:text-right ${entry.amount < 0 ? "text-red-700" : "text-green-700"}`}>
              {formatSignedAmount(entry.amount, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
