import { listSupplierConsumersEndpoint } from "@/lib/contracts/network-supplier";
import { route } from "@/server/http/route";
import { listSupplierConsumers } from "@/server/network/supplier-consumers";

export const GET = route(listSupplierConsumersEndpoint, (ctx) => listSupplierConsumers(ctx));
