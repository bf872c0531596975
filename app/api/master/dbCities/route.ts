import { dbCitiesEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { getDbCities } from "@/server/masterdata/get-db-cities";

export const GET = route(dbCitiesEndpoint, (ctx, input) => getDbCities(ctx, input));
