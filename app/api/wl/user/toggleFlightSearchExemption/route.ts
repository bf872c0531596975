import { toggleFlightSearchExemptionEndpoint } from "@/lib/contracts/customer-admin";
import { toggleSearchExemption } from "@/server/customers/toggle-search-exemption";
import { route } from "@/server/http/route";

export const POST = route(toggleFlightSearchExemptionEndpoint, (ctx, input) => toggleSearchExemption(ctx, input));
