import { updateDetailsEndpoint } from "@/lib/contracts/customer-admin";
import { updateCustomerDetails } from "@/server/customers/update-customer-details";
import { route } from "@/server/http/route";

export const POST = route(updateDetailsEndpoint, (ctx, input) => updateCustomerDetails(ctx, input));
