import { addWalletEntryEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { addWalletEntry } from "@/server/wallet/add-wallet-entry";

export const POST = route(addWalletEntryEndpoint, (ctx, input) => addWalletEntry(ctx, input));
