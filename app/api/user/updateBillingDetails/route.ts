import { updateBillingDetailsEndpoint } from "@/lib/contracts/profile";
import { updateBillingDetails } from "@/server/account/billing-details";
import { route } from "@/server/http/route";

export const POST = route(updateBillingDetailsEndpoint, (ctx, input) => updateBillingDetails(ctx, input));
