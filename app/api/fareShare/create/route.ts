import { shareFaresEndpoint } from "@/lib/contracts/fare-shares";
import { route } from "@/server/http/route";
import { shareFares } from "@/server/fare-shares/share-fares";

export const POST = route(shareFaresEndpoint, (ctx, input) => shareFares(ctx, input));
