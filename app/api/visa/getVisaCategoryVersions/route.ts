import { getVisaCategoryVersionsEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { listVisaCategoryVersions } from "@/server/visas/list-visa-category-versions";

export const GET = route(getVisaCategoryVersionsEndpoint, (ctx, input) => listVisaCategoryVersions(ctx, input));
