import { searchInsurancePlansEndpoint } from "@/lib/contracts/insurance";
import { route } from "@/server/http/route";
import { searchInsurancePlans } from "@/server/insurance/search-insurance-plans";

export const POST = route(searchInsurancePlansEndpoint, (_ctx, input) => searchInsurancePlans(input));
