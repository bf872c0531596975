import { listConsumerRequestsEndpoint } from "@/lib/contracts/network-supplier";
import { route } from "@/server/http/route";
import { listConsumerRequests } from "@/server/network/consumer-requests";

export const GET = route(listConsumerRequestsEndpoint, (ctx, input) => listConsumerRequests(ctx, input));
