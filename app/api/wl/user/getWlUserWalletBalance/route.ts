import { getWalletBalanceEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { getWalletBalance } from "@/server/wallet/get-wallet-balance";

export const POST = route(getWalletBalanceEndpoint, (ctx, input) => getWalletBalance(ctx, input));
