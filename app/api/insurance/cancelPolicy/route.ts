import { cancelInsurancePolicyEndpoint } from "@/lib/contracts/insurance";
import { route } from "@/server/http/route";
import { cancelInsurancePolicy } from "@/server/insurance/cancel-insurance-policy";

export const POST = route(cancelInsurancePolicyEndpoint, (ctx, input) => cancelInsurancePolicy(ctx, input));
