import { changeMappingFromConsumerEndpoint } from "@/lib/contracts/network";
import { route } from "@/server/http/route";
import { changeMappingFromConsumerSide } from "@/server/network/linked-suppliers";

export const POST = route(changeMappingFromConsumerEndpoint, (ctx, input) => changeMappingFromConsumerSide(ctx, input));
