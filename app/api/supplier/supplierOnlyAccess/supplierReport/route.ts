import { supplierReportEndpoint } from "@/lib/contracts/supplier-report";
import { route } from "@/server/http/route";
import { getSupplierReport } from "@/server/network/supplier-report";

export const POST = route(supplierReportEndpoint, (ctx, input) => getSupplierReport(ctx, input));
