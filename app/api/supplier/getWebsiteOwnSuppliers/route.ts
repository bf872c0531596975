import { getWebsiteOwnSuppliersEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { getWebsiteOwnSuppliers } from "@/server/network/linked-suppliers";

export const GET = route(getWebsiteOwnSuppliersEndpoint, (ctx) => getWebsiteOwnSuppliers(ctx));
