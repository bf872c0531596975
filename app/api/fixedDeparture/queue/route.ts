import { fixedDepartureQueueEndpoint } from "@/lib/contracts/fixed-departures";
import { listFixedDepartureQueue } from "@/server/fixed-departures/list-fixed-departure-queue";
import { route } from "@/server/http/route";

export const POST = route(fixedDepartureQueueEndpoint, (ctx) => listFixedDepartureQueue(ctx));
