import { getLinkedSuppliersEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { getLinkedSuppliers } from "@/server/network/linked-suppliers";

export const GET = route(getLinkedSuppliersEndpoint, (ctx) => getLinkedSuppliers(ctx));
