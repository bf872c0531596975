import { getTermsEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { getSupplierTerms } from "@/server/network/supplier-approval";

export const POST = route(getTermsEndpoint, (ctx, input) => getSupplierTerms(ctx, input));
