import { searchInsurancePlansEndpoint } from "@/lib/contracts/insurance";
import { assertUnlocked } from "@/server/http/lock-mode";
import { route } from "@/server/http/route";
import { searchInsurancePlans } from "@/server/insurance/search-insurance-plans";

export const POST = route(searchInsurancePlansEndpoint, (ctx, input) => {
  assertUnlocked(ctx);
  return searchInsurancePlans(input);
});
