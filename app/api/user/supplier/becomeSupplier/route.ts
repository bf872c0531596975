import { becomeSupplierEndpoint, getSupplierProfileEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { becomeSupplier, getSupplierProfile } from "@/server/network/supplier-profile";

export const GET = route(getSupplierProfileEndpoint, (ctx) => getSupplierProfile(ctx));
export const POST = route(becomeSupplierEndpoint, (ctx, input) => becomeSupplier(ctx, input));
