import { userPaymentEntryEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { recordPaymentEntry } from "@/server/wallet/record-payment-entry";

export const POST = route(userPaymentEntryEndpoint, (ctx, input) => recordPaymentEntry(ctx, input));
