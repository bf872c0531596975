import { setFlightSearchSettingForUserEndpoint } from "@/lib/contracts/customer-admin";
import { setCustomerFlightSearch } from "@/server/customers/set-customer-flight-search";
import { route } from "@/server/http/route";

export const POST = route(setFlightSearchSettingForUserEndpoint, (ctx, input) => setCustomerFlightSearch(ctx, input));
