import { acceptTermsEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { acceptSupplierTerms } from "@/server/network/supplier-approval";

export const POST = route(acceptTermsEndpoint, (ctx, input) => acceptSupplierTerms(ctx, input));
