import { consumerToSupplierRequestEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { requestSupplierCategory } from "@/server/network/request-supplier-category";

export const POST = route(consumerToSupplierRequestEndpoint, (ctx, input) => requestSupplierCategory(ctx, input));
