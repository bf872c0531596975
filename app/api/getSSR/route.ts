import { getSsrEndpoint } from "@/lib/contracts/booking";
import { getSsr } from "@/server/booking/get-ssr";
import { route } from "@/server/http/route";

export const POST = route(getSsrEndpoint, (ctx, input) => getSsr(ctx, input));
