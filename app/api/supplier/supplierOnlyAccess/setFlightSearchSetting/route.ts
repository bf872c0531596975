import { setConsumerFlightSearchEndpoint } from "@/lib/contracts/network-supplier";
import { route } from "@/server/http/route";
import { setConsumerFlightSearch } from "@/server/network/supplier-consumers";

export const POST = route(setConsumerFlightSearchEndpoint, (ctx, input) => setConsumerFlightSearch(ctx, input));
