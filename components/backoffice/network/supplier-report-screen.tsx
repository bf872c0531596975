"use client";

import clsx from "clsx";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { Messages } from "@/lib/constants";
import type { TSupplierReport, TSupplierReportRow } from "@/lib/contracts/supplier-report";
import { formatMoney } from "@/lib/money";
import { downloadSupplierReport, useSupplierReport } from "./use-supplier-report";

type Line = (TSupplierReportRow & { isTotal?: false }) | (TSupplierReport["totals"] & { isTotal: true });

const inputClass = "min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal";
const num = "text-right tabular-nums whitespace-nowrap";
const strong = (line: Line, node: ReactNode) => (line.isTotal ? <strong>{node}</strong> : node);
const money = (key: "grossAmount" | "markupAmount" | "walletDebited" | "refundedAmount" | "netCollected") => (line: Line) => strong(line, formatMoney(line[key]));
const count = (key: "bookings" | "passengers" | "tickets" | "cancellations") => (line: Line) => strong(line, line[key].toLocaleString("en-IN"));

const COLUMNS: DataTableColumn<Line>[] = [
  { id: "month", header: "Month", canHide: false, className: "whitespace-nowrap", cell: (l) => (l.isTotal ? <strong>Total</strong> : l.month) },
  {
    id: "consumer",
    header: "Consumer",
    canHide: false,
    cell: (l) =>
      l.isTotal ? null : (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{l.companyName}</span>
          <span className="text-xs text-slate-500">{l.domain}</span>
        </span>
      ),
  },
  { id: "bookings", header: "Bookings", className: num, headerClassName: "text-right", cell: count("bookings") },
  { id: "passengers", header: "Passengers", className: num, headerClassName: "text-right", cell: count("passengers") },
  { id: "tickets", header: "Tickets", className: num, headerClassName: "text-right", isHiddenByDefault: true, cell: count("tickets") },
  { id: "gross", header: "Gross", className: num, headerClassName: "text-right", cell: money("grossAmount") },
  { id: "markup", header: "Markup earned", className: num, headerClassName: "text-right", cell: money("markupAmount") },
  { id: "debited", header: "Wallet debited", className: num, headerClassName: "text-right", isHiddenByDefault: true, cell: money("walletDebited") },
  { id: "refunded", header: "Refunded", className: num, headerClassName: "text-right", cell: money("refundedAmount") },
  { id: "net", header: "Net collected", className: num, headerClassName: "text-right", cell: money("netCollected") },
  { id: "cancellations", header: "Cancellations", className: num, headerClassName: "text-right", cell: count("cancellations") },
];

/** Staff of a supplier site: bookings served to each consumer site per month (decision 0034), exportable to Excel. */
export function SupplierReportScreen() {
  const toast = useToast();
  const [fromMonth, setFromMonth] = useState<string>("");
  const [toMonth, setToMonth] = useState<string>("");
  const [consumerSiteId, setConsumerSiteId] = useState<number | undefined>(undefined);
  const [downloading, setDownloading] = useState(false);
  const filters = { ...(fromMonth ? { fromMonth } : {}), ...(toMonth ? { toMonth } : {}), ...(consumerSiteId ? { consumerSiteId } : {}) };
  const report = useSupplierReport(filters);
  const data = report.data;
  const lines: Line[] = data && data.rows.length > 0 ? [...data.rows, { ...data.totals, isTotal: true }] : [];

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSupplierReport(filters);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Could not download the Excel file");
    } finally {
      setDownloading(false);
    }
  };

  const toolbar = (
    <>
      <label className="flex flex-col text-xs font-medium text-slate-600">
        From month
        <input type="month" value={fromMonth || data?.fromMonth || ""} onChange={(e) => setFromMonth(e.target.value)} className={clsx(inputClass, "mt-1")} />
      </label>
      <label className="flex flex-col text-xs font-medium text-slate-600">
        To month
        <input type="month" value={toMonth || data?.toMonth || ""} onChange={(e) => setToMonth(e.target.value)} className={clsx(inputClass, "mt-1")} />
      </label>
      <label className="flex min-w-44 flex-1 flex-col text-xs font-medium text-slate-600 sm:max-w-72">
        Consumer
        <select value={consumerSiteId ?? ""} onChange={(e) => setConsumerSiteId(e.target.value ? Number(e.target.value) : undefined)} className={clsx(inputClass, "mt-1")}>
          <option value="">All consumers</option>
          {(data?.consumers ?? []).map((c) => (
            <option key={c.legalEntityId} value={c.consumerSiteId}>
              {c.companyName} ({c.domain})
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" onClick={download} disabled={downloading || report.isError}>
        {downloading ? "Preparing…" : "Download Excel"}
      </Button>
    </>
  );

  return (
    <section className="space-y-3">
      {report.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {report.error instanceof Error ? report.error.message : "Could not load the report"}
        </p>
      ) : null}
      <DataTable
        tableId="supplier-report"
        label="Supplier report"
        columns={COLUMNS}
        rows={lines}
        getRowId={(l) => (l.isTotal ? "total" : `${l.month}-${l.legalEntityId}`)}
        totalRecords={null}
        isLoading={report.isFetching}
        emptyMessage={Messages.noResults}
        toolbar={toolbar}
      />
    </section>
  );
}
