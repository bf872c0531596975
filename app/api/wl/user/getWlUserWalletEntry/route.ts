import { getUserWalletEntriesEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { listUserWalletEntries } from "@/server/wallet/list-wallet-entries";

export const POST = route(getUserWalletEntriesEndpoint, (ctx, input) => listUserWalletEntries(ctx, input));
