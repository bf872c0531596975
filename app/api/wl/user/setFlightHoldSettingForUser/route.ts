import { setFlightHoldSettingForUserEndpoint } from "@/lib/contracts/customer-admin";
import { setCustomerFlightHold } from "@/server/customers/set-customer-flight-hold";
import { route } from "@/server/http/route";

export const POST = route(setFlightHoldSettingForUserEndpoint, (ctx, input) => setCustomerFlightHold(ctx, input));
