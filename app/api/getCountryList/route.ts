import { getCountryListEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { listCountries } from "@/server/masterdata/list-countries";

export const GET = route(getCountryListEndpoint, (ctx) => listCountries(ctx));
