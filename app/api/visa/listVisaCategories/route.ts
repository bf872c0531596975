import { listVisaCategoriesEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { listVisaCategories } from "@/server/visas/list-visa-categories";

export const GET = route(listVisaCategoriesEndpoint, (ctx, input) => listVisaCategories(ctx, input));
