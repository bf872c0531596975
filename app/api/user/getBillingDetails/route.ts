import { getBillingDetailsEndpoint } from "@/lib/contracts/profile";
import { getBillingDetails } from "@/server/account/billing-details";
import { route } from "@/server/http/route";

export const GET = route(getBillingDetailsEndpoint, (ctx) => getBillingDetails(ctx));
