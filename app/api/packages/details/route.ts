import { getPublicPackageEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { getPublicPackage } from "@/server/packages/get-public-package";
import { assertUnlocked } from "@/server/http/lock-mode";

export const GET = route(getPublicPackageEndpoint, (ctx, input) => {
  assertUnlocked(ctx);
  return getPublicPackage(ctx.db, ctx.site, input.packageId);
});
