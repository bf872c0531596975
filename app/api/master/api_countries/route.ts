import { apiCountriesEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { listCountries } from "@/server/masterdata/list-countries";

export const GET = route(apiCountriesEndpoint, (ctx) => listCountries(ctx));
