import { listPublicPackagesEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { listPublicPackages } from "@/server/packages/list-public-packages";
import { assertUnlocked } from "@/server/http/lock-mode";

export const GET = route(listPublicPackagesEndpoint, (ctx, input) => {
  assertUnlocked(ctx);
  return listPublicPackages(ctx.db, ctx.site, input);
});
