"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SUPPLIER_REPORT_EXCEL_FILE_NAME, type TSupplierReport, type TSupplierReportFilters } from "@/lib/contracts/supplier-report";

const PATH = "/api/supplier/supplierOnlyAccess/supplierReport";

/** POST supplierOnlyAccess/supplierReport for the chosen months and consumer. */
export function useSupplierReport(filters: TSupplierReportFilters) {
  return useQuery({
    queryKey: ["supplier-report", filters],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.post<{ data: TSupplierReport }>(PATH, filters)).data,
  });
}

/** POST .../downloadExcel streams supplier-report.xlsx for the same filters; the browser saves it. */
export async function downloadSupplierReport(filters: TSupplierReportFilters): Promise<void> {
  const response = await fetch(`${PATH}/downloadExcel`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(filters), credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(body?.errorMessage ?? "Could not download the Excel file");
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = SUPPLIER_REPORT_EXCEL_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
