import { supplierDetailsEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { getSupplierDetails } from "@/server/network/supplier-approval";

export const POST = route(supplierDetailsEndpoint, (ctx, input) => getSupplierDetails(ctx, input));
