import { saveVisaCategoryEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { saveVisaCategory } from "@/server/visas/save-visa-category";

export const POST = route(saveVisaCategoryEndpoint, (ctx, input) => saveVisaCategory(ctx, input));
