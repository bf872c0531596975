import { detectSiteEndpoint } from "@/lib/contracts/sites";
import { route } from "@/server/http/route";
import { detectSite } from "@/server/sites/detect-site";

export const POST = route(detectSiteEndpoint, (ctx, input) => detectSite(ctx, input));
