import { createDetailPendingCustomerForDmcEndpoint } from "@/lib/contracts/agents";
import { createDetailPendingCustomer } from "@/server/customers/create-detail-pending-customer";
import { route } from "@/server/http/route";

export const POST = route(createDetailPendingCustomerForDmcEndpoint, (ctx, input) => createDetailPendingCustomer(ctx, input));
