import { getVisaCategoryEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { getVisaCategories } from "@/server/visas/get-visa-categories";

export const GET = route(getVisaCategoryEndpoint, (ctx, input) => getVisaCategories(ctx, input));
