import { getCustomerMonthlyFlightDetailsEndpoint } from "@/lib/contracts/customer-admin";
import { getCustomerMonthlyFlightDetails } from "@/server/customers/get-customer-monthly-flight-details";
import { route } from "@/server/http/route";

export const POST = route(getCustomerMonthlyFlightDetailsEndpoint, (ctx, input) => getCustomerMonthlyFlightDetails(ctx, input));
