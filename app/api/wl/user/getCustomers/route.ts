import { getCustomersEndpoint } from "@/lib/contracts/customers";
import { getCustomers } from "@/server/customers/get-customers";
import { route } from "@/server/http/route";

export const POST = route(getCustomersEndpoint, (ctx, input) => getCustomers(ctx, input));
