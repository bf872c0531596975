import { searchTransactionByPnrEndpoint } from "@/lib/contracts/wallet";
import { route } from "@/server/http/route";
import { searchTransactionByPnr } from "@/server/wallet/search-transaction-by-pnr";

export const POST = route(searchTransactionByPnrEndpoint, (ctx, input) => searchTransactionByPnr(ctx, input));
