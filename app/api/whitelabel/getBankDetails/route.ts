import { getBankDetailsEndpoint } from "@/lib/contracts/payments";
import { route } from "@/server/http/route";
import { getBankDetails } from "@/server/payments/get-bank-details";

export const POST = route(getBankDetailsEndpoint, (ctx) => getBankDetails(ctx));
