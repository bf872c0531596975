"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import type { TWalletBalance } from "@/lib/contracts/wallet";
import { formatMoney } from "@/lib/money";

/** The caller's wallet (POST getWlUserWalletBalance), quietly: the header shows nothing when it fails. */
async function fetchBalance(): Promise<TWalletBalance | null> {
  const response = await fetch("/api/wl/user/getWlUserWalletBalance", { method: "POST", headers: { "content-type": "application/json" }, body: "{}", credentials: "include" });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: TWalletBalance } | null;
  return body?.success && body.data ? body.data : null;
}

/**
 * The available balance (balance + credit limit) in the header, linking to the ledger. It is read
 * again on every page change, so a booking paid from the wallet shows on the next screen.
 */
export function WalletBalanceBadge() {
  const pathname = usePathname();
  const { data, refetch } = useQuery({ queryKey: ["wallet", "header-balance"], queryFn: fetchBalance, staleTime: 0, retry: false });
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  if (!data) return null;
  return (
    <Link
      href="/user/transactionHistory"
      title="Available balance (wallet balance and credit limit)"
      className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-brand/40 bg-brand/5 px-3 py-1 text-sm text-slate-800 hover:bg-brand/10"
    >
      {/* The word shows on wide screens; up to 1536 px the wallet mark stands for it, so the site's name keeps its room. */}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current text-brand 2xl:hidden" strokeWidth={1.6}>
        <rect x="2.5" y="5" width="15" height="11" rx="2" />
        <path d="M13 10.5h4.5M5 5l7.5-2.5 1 2.5" />
      </svg>
      <span className="text-slate-600 max-2xl:sr-only">Balance</span>
      <span className="font-semibold text-brand" data-testid="header-wallet-balance">
        {formatMoney(data.availableBalance, data.currency)}
      </span>
    </Link>
  );
}
