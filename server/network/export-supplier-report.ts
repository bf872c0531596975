import "server-only";
import type ExcelJS from "exceljs";
import { SUPPLIER_REPORT_EXCEL_FILE_NAME, type TSupplierReportFilters } from "@/lib/contracts/supplier-report";
import { siteTimeZone } from "@/lib/dates";
import type { RequestContext } from "@/server/http/context";
import { calendarDateCell, currencyFormat, MONTH_FORMAT, TEXT_FORMAT } from "@/server/reports/xlsx-cells";
import { xlsxResponse, type XlsxRow } from "@/server/reports/xlsx-response";
import { computeSupplierReport, SUPPLIER_REPORT_CURRENCY, toMajorFigures, type PaiseFigures } from "./supplier-report";

/** The report's currency (getSupplierReport answers the same): amounts are numbers in its format. */
const money = { numFmt: currencyFormat(SUPPLIER_REPORT_CURRENCY) };
/** Month: a date cell (the month's first day, shown "Nov 2026"), the site's month of the booking, named in the header (decision 0057). */
const columnsFor = (zone: string): Partial<ExcelJS.Column>[] => [
  { header: `Month (${siteTimeZone(zone)})`, key: "month", width: 18, style: { numFmt: MONTH_FORMAT } },
  { header: "Consumer", key: "companyName", width: 28, style: { numFmt: TEXT_FORMAT } },
  { header: "Domain", key: "domain", width: 28, style: { numFmt: TEXT_FORMAT } },
  { header: "Bookings", key: "bookings", width: 10 },
  { header: "Passengers", key: "passengers", width: 11 },
  { header: "Tickets", key: "tickets", width: 9 },
  { header: "Gross", key: "grossAmount", width: 14, style: money },
  { header: "Markup earned", key: "markupAmount", width: 14, style: money },
  { header: "Wallet debited", key: "walletDebited", width: 14, style: money },
  { header: "Refunded", key: "refundedAmount", width: 12, style: money },
  { header: "Net collected", key: "netCollected", width: 14, style: money },
  { header: "Cancellations", key: "cancellations", width: 13 },
];

const figures = (f: PaiseFigures): XlsxRow => ({ ...toMajorFigures(f) });

/** POST .../supplierReport/downloadExcel: supplier-report.xlsx, the report's rows then a Total row. */
export async function exportSupplierReport(ctx: RequestContext, filters: TSupplierReportFilters): Promise<Response> {
  const report = await computeSupplierReport(ctx, filters);
  async function* rows() {
    yield report.rows.map((r): XlsxRow => ({ ...figures(r), month: calendarDateCell(r.month) ?? r.month, companyName: r.companyName, domain: r.domain }));
  }
  return xlsxResponse({
    fileName: SUPPLIER_REPORT_EXCEL_FILE_NAME,
    sheetName: "Supplier report",
    columns: columnsFor(ctx.site.timezone),
    batches: rows(),
    footer: { ...figures(report.totals), month: "Total", companyName: "", domain: "" },
    log: ctx.log,
  });
}
