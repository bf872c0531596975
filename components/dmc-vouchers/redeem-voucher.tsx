"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

/** redeemable: the voucher is still valid (the buttons show); the answer to a redeem stays shown either way. */
type Props = { token: string; canRedeemAsStaff: boolean; redeemable: boolean };

/** The driver's link ends with their token: /dmc/driver/<token> (a bare token is accepted too). */
const driverTokenOf = (link: string) => {
  const trimmed = link.trim();
  const at = trimmed.lastIndexOf("/dmc/driver/");
  return at >= 0 ? decodeURIComponent(trimmed.slice(at + "/dmc/driver/".length).split(/[?#/]/)[0]) : trimmed;
};

/**
 * Redeem, once: staff with the permission by their session, the itinerary's driver with their driver
 * link. Plain fetch (the answers are shown here, not toasted); the page re-renders with the new status.
 */
export function RedeemVoucher({ token, canRedeemAsStaff, redeemable }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [driverLink, setDriverLink] = useState("");

  const redeem = async (path: string, body: Record<string, string>) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin", referrerPolicy: "no-referrer" });
      const json = (await res.json().catch(() => null)) as { success?: boolean; errorMessage?: string; data?: { message?: string } } | null;
      setMessage(json?.success ? (json.data?.message ?? "Voucher redeemed") : (json?.errorMessage ?? "Something went wrong"));
      router.refresh();
    } catch {
      setMessage("No connection. Check your signal and try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!redeemable && !message) return null;
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
      {!redeemable ? null : canRedeemAsStaff ? (
        <button type="button" disabled={busy} onClick={() => void redeem("/api/dmc/redeemVoucher", { token })} className="w-full rounded-md bg-brand px-4 py-3 text-base font-semibold text-white disabled:opacity-60">
          Mark redeemed
        </button>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void redeem("/api/dmcDriver/redeemVoucher", { token, driverAccessToken: driverTokenOf(driverLink) });
          }}
        >
          <label htmlFor="driver-link" className="block text-sm font-medium text-slate-700">
            Driver? Your driver link
          </label>
          <input id="driver-link" type="password" autoComplete="off" required value={driverLink} onChange={(e) => setDriverLink(e.target.value)} className="w-full rounded-md border border-slate-300 px-3 py-2" />
          <button type="submit" disabled={busy} className="w-full rounded-md bg-brand px-4 py-3 text-base font-semibold text-white disabled:opacity-60">
            Mark redeemed as the driver
          </button>
          <p className="text-sm text-slate-600">
            Staff:{" "}
            <a href={`/login?redirectTo=${encodeURIComponent(`/v/${token}`)}`} className="font-medium text-brand underline">
              sign in
            </a>{" "}
            to redeem.
          </p>
        </form>
      )}
      {message ? (
        <p role="alert" className="text-sm text-slate-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}
