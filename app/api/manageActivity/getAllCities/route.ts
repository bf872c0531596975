import { getAllCitiesEndpoint } from "@/lib/contracts/dmc-activities";
import { listActivityCities } from "@/server/dmc/list-activity-cities";
import { route } from "@/server/http/route";

export const GET = route(getAllCitiesEndpoint, (ctx) => listActivityCities(ctx));
