import { VoucherQrMessages, type TVoucherState } from "@/lib/contracts/dmc-vouchers";
import { formatSiteDateTime, formatTravelDay } from "@/lib/dates";
import { RedeemVoucher } from "./redeem-voucher";

type Props = { token: string; page: { voucher: TVoucherState; companyName: string; timeZone: string; canRedeemAsStaff: boolean } };

const STATUS_STYLE = { valid: "border-green-300 bg-green-50 text-green-800", redeemed: "border-amber-300 bg-amber-50 text-amber-900", cancelled: "border-red-300 bg-red-50 text-red-800" } as const;

const party = (v: TVoucherState) =>
  [`${v.adults} adult(s)`, v.children ? `${v.children} child(ren)` : null, v.infants ? `${v.infants} infant(s)` : null].filter(Boolean).join(", ");

/** A voucher as its QR code's page shows it (server-rendered: the status reads without JavaScript). */
export function VoucherCard({ token, page }: Props) {
  const v = page.voucher;
  const facts: [string, string][] = [
    ["Service", v.title],
    ["Date", v.date ? formatTravelDay(v.date) : "To be confirmed"],
    ["Party", party(v)],
    ["Lead passenger", v.leadPassenger ?? "To be confirmed"],
    ["Confirmation number", v.confirmationNumber],
    ["Itinerary", v.quotationId],
  ];
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="voucher-title">
      <p className="text-sm font-medium text-brand">{page.companyName}</p>
      <h1 id="voucher-title" className="mt-1 text-2xl font-semibold text-slate-900">
        {v.kind} voucher
      </h1>
      <p role="status" data-testid="voucher-status" className={`mt-4 rounded-md border px-4 py-3 text-lg font-semibold ${STATUS_STYLE[v.status]}`}>
        {VoucherQrMessages.statusLabel[v.status]}
        {v.status === "redeemed" && v.redeemedAt ? (
          <span className="mt-1 block text-sm font-normal">
            Redeemed on {formatSiteDateTime(v.redeemedAt, page.timeZone)} by {v.redeemedBy}
          </span>
        ) : null}
        {v.status === "cancelled" ? <span className="mt-1 block text-sm font-normal">This voucher is no longer valid.</span> : null}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Always mounted: after a redeem the page re-renders as used, and the answer ("Voucher redeemed") stays on screen. */}
      <RedeemVoucher token={token} canRedeemAsStaff={page.canRedeemAsStaff} redeemable={v.status === "valid"} />
    </section>
  );
}
