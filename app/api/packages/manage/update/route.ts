import { updatePackageEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { updatePackage } from "@/server/packages/update-package";

export const POST = route(updatePackageEndpoint, (ctx, input) => updatePackage(ctx, input));
