import { getConsumerGroupMappingEndpoint } from "@/lib/contracts/markup-groups";
import { route } from "@/server/http/route";
import { getConsumerGroupMapping } from "@/server/markups/get-consumer-group-mapping";

export const GET = route(getConsumerGroupMappingEndpoint, (ctx, input) => getConsumerGroupMapping(ctx, input));
