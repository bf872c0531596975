import { getSourcesEndpoint } from "@/lib/contracts/flights";
import { listSources } from "@/server/flights/list-sources";
import { route } from "@/server/http/route";

export const GET = route(getSourcesEndpoint, (ctx) => listSources(ctx));
