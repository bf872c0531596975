import { decidePaymentEntryEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { decidePaymentEntry } from "@/server/wallet/decide-payment-entry";

export const POST = route(decidePaymentEntryEndpoint, (ctx, input) => decidePaymentEntry(ctx, input));
