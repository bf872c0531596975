import { markUnMarkOptionalEndpoint } from "@/lib/contracts/dmc-carts";
import { markUnMarkOptional } from "@/server/dmc-carts/mark-unmark-optional";
import { route } from "@/server/http/route";

export const POST = route(markUnMarkOptionalEndpoint, (ctx, input) => markUnMarkOptional(ctx, input));
