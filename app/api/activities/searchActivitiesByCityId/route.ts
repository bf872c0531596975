import { searchActivitiesByCityIdEndpoint } from "@/lib/contracts/dmc-carts";
import { searchActivities } from "@/server/dmc-carts/search-activities";
import { route } from "@/server/http/route";

export const POST = route(searchActivitiesByCityIdEndpoint, (ctx, input) => searchActivities(ctx, input));
