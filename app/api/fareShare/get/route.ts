import { getFareShareEndpoint } from "@/lib/contracts/fare-shares";
import { route } from "@/server/http/route";
import { getFareShare } from "@/server/fare-shares/get-fare-share";

export const POST = route(getFareShareEndpoint, (ctx, input) => getFareShare(ctx.db, input.token));
