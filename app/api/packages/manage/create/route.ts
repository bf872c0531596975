import { createPackageEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { createPackage } from "@/server/packages/create-package";

export const POST = route(createPackageEndpoint, (ctx, input) => createPackage(ctx, input));
