import { listPaymentEntriesEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { listPaymentEntries } from "@/server/wallet/list-payment-entries";

export const POST = route(listPaymentEntriesEndpoint, (ctx, input) => listPaymentEntries(ctx, input));
