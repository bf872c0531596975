import { getNationalitiesEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { listNationalities } from "@/server/masterdata/list-nationalities";

export const GET = route(getNationalitiesEndpoint, (ctx) => listNationalities(ctx));
