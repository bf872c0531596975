import { getQueueEndpoint } from "@/lib/contracts/dmc-carts";
import { getQueue } from "@/server/dmc-carts/get-queue";
import { route } from "@/server/http/route";

export const POST = route(getQueueEndpoint, (ctx, input) => getQueue(ctx, input));
