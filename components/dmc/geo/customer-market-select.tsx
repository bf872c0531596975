"use client";

import { useId } from "react";
import { useToast } from "@/components/ui/toast";
import { DmcGeoMessages } from "@/lib/contracts/dmc-geo";
import { errorMessageOf } from "./geo-ui";
import { useMarketOptions, useUpdateMarketForCustomer } from "./use-dmc-geo";

const selectClass = "min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:cursor-wait disabled:opacity-60";

/**
 * The customer dialog's "DMC market" (decision 0037): the market whose DMC rates the customer gets;
 * "Default market" removes their own so they follow the site's default. Staff are not customers.
 */
export function CustomerMarketSelect({ userId, canChange }: { userId: number; canChange: boolean }) {
  const id = useId();
  const toast = useToast();
  const options = useMarketOptions(userId);
  const update = useUpdateMarketForCustomer();
  const markets = options.data?.result ?? [];
  const defaultName = markets.find((m) => m.id === options.data?.defaultMarketId)?.name;
  const current = options.data?.customerMarketId ?? null;
  if (options.isError) {
    return (
      <p role="alert" className="py-1.5 text-sm text-red-600">
        {DmcGeoMessages.marketsFailed}
      </p>
    );
  }
  if (!canChange) {
    return (
      <p className="py-1.5 text-sm text-slate-800">
        DMC market: <span className="font-medium">{current === null ? `${defaultName ?? "—"} (default)` : (markets.find((m) => m.id === current)?.name ?? "—")}</span>
      </p>
    );
  }
  const error = errorMessageOf(update.error);
  return (
    <div className="py-1.5">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-800">
        DMC market
      </label>
      <select
        id={id}
        value={current ?? ""}
        disabled={options.isLoading || update.isPending}
        aria-busy={update.isPending || undefined}
        onChange={(e) => update.mutateAsync({ userId, marketId: e.target.value === "" ? null : Number(e.target.value) }).then((r) => toast.success(r.message), () => undefined)}
        className={selectClass}
      >
        <option value="">{defaultName ? `Default market (${defaultName})` : "Default market"}</option>
        {markets.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <p className="mt-0.5 text-xs text-slate-500">Decides which DMC rates this customer gets</p>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
