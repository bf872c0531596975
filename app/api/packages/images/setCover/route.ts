import { setPackageCoverEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { setPackageCover } from "@/server/packages/set-package-cover";

export const POST = route(setPackageCoverEndpoint, (ctx, input) => setPackageCover(ctx, input));
