import "server-only";
import { and, eq } from "drizzle-orm";
import { apiKeys } from "@/db/schema/api-keys";
import { legalEntities } from "@/db/schema/users";
import { RemoteSupplierMessages, type TApiKeyIdentity } from "@/lib/contracts/remote-suppliers";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";

/**
 * GET /api/partner/whoAmI (decision 0034): the site and company of the key the call carries, its
 * prefix, mode and scope. The route wrapper has already resolved the key (unknown, revoked, expired
 * or another site's key: 401), so answering costs one indexed read.
 */
export async function apiKeyWhoAmI(ctx: UserContext): Promise<TApiKeyIdentity> {
  const key = ctx.principal.apiKey;
  if (!key) throw new AppError("BAD_REQUEST", RemoteSupplierMessages.keyNeeded);
  const [row] = await ctx.db.db
    .select({ prefix: apiKeys.prefix, mode: apiKeys.mode, scope: apiKeys.scope, companyName: legalEntities.companyName })
    .from(apiKeys)
    .innerJoin(legalEntities, eq(legalEntities.id, apiKeys.legalEntityId))
    .where(and(eq(apiKeys.id, key.id), eq(apiKeys.siteId, ctx.site.id)))
    .limit(1);
  if (!row) throw new AppError("UNAUTHORIZED", RemoteSupplierMessages.keyRefused);
  return {
    siteId: ctx.site.id,
    siteCompanyName: ctx.site.companyName,
    companyName: row.companyName,
    prefix: row.prefix,
    mode: row.mode as TApiKeyIdentity["mode"],
    scope: row.scope as TApiKeyIdentity["scope"],
    canSearchFlights: await hasPermission(ctx.principal, "flights.search.search"),
  };
}
