import { deleteAreaEndpoint } from "@/lib/contracts/dmc-geo";
import { deleteArea } from "@/server/dmc/delete-area";
import { route } from "@/server/http/route";

export const POST = route(deleteAreaEndpoint, (ctx, input) => deleteArea(ctx, input));
