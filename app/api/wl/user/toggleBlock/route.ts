import { toggleBlockEndpoint } from "@/lib/contracts/customer-admin";
import { toggleCustomerBlock } from "@/server/customers/toggle-customer-block";
import { route } from "@/server/http/route";

export const POST = route(toggleBlockEndpoint, (ctx, input) => toggleCustomerBlock(ctx, input));
