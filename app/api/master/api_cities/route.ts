import { apiCitiesEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { listCities } from "@/server/masterdata/list-cities";

export const GET = route(apiCitiesEndpoint, (ctx, input) => listCities(ctx, input));
