import { getVisaCategoryEndpoint } from "@/lib/contracts/visas";
import { assertUnlocked } from "@/server/http/lock-mode";
import { route } from "@/server/http/route";
import { getVisaCategories } from "@/server/visas/get-visa-categories";

export const GET = route(getVisaCategoryEndpoint, (ctx, input) => {
  assertUnlocked(ctx);
  return getVisaCategories(ctx, input);
});
