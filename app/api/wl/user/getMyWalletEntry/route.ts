import { getMyWalletEntriesEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { listMyWalletEntries } from "@/server/wallet/list-wallet-entries";

export const POST = route(getMyWalletEntriesEndpoint, (ctx, input) => listMyWalletEntries(ctx, input));
