import { bookInsurancePolicyEndpoint } from "@/lib/contracts/insurance";
import { route } from "@/server/http/route";
import { bookInsurancePolicy } from "@/server/insurance/book-insurance-policy";

export const POST = route(bookInsurancePolicyEndpoint, (ctx, input) => bookInsurancePolicy(ctx, input));
