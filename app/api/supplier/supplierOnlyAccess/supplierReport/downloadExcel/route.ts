import { downloadSupplierReportEndpoint } from "@/lib/contracts/supplier-report";
import { route } from "@/server/http/route";
import { exportSupplierReport } from "@/server/network/export-supplier-report";

export const POST = route(downloadSupplierReportEndpoint, (ctx, input) => exportSupplierReport(ctx, input));
