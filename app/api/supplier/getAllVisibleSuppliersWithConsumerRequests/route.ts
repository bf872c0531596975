import { getVisibleSuppliersEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { listVisibleSuppliers } from "@/server/network/list-visible-suppliers";

export const POST = route(getVisibleSuppliersEndpoint, (ctx, input) => listVisibleSuppliers(ctx, input));
