import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { apiKeys } from "@/db/schema/api-keys";
import { legalEntities, users } from "@/db/schema/users";
import { ApiKeyMessages, type TCreateApiKeyRequest } from "@/lib/contracts/api-keys";
import type { UserContext } from "@/server/http/context";
import { AppError, notFound } from "@/server/http/errors";
import { generateApiKey } from "./api-key-secret";
import { loadApiKeyViews } from "./api-key-view";

/**
 * POST wl/apiKeys/createApiKey (decision 0028): the key acts as the company's first (oldest)
 * travel agent or corporate user, so its searches, bookings, wallet and look-to-book are that
 * user's. The full key is answered here once; only its hash is stored.
 */
export async function createApiKey(ctx: UserContext, input: TCreateApiKeyRequest) {
  const [company] = await ctx.db.db.select({ id: legalEntities.id }).from(legalEntities).where(ctx.db.byId(legalEntities, input.legalEntityId));
  if (!company) throw notFound("Company");
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new AppError("VALIDATION_ERROR", ApiKeyMessages.expiryInPast, { shortError: { expiresAt: ApiKeyMessages.expiryInPast } });
  }
  const [actingUser] = await ctx.db.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.db.where(users, and(eq(users.legalEntityId, company.id), inArray(users.userType, ["travelAgent", "corporate"]))))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  if (!actingUser) throw new AppError("BAD_REQUEST", ApiKeyMessages.noCompanyUser, { shortError: { legalEntityId: ApiKeyMessages.noCompanyUser } });

  const { key, prefix, keyHash } = generateApiKey(input.mode);
  const [row] = await ctx.db.db
    .insert(apiKeys)
    .values({
      siteId: ctx.site.id,
      legalEntityId: company.id,
      userId: actingUser.id,
      name: input.name,
      prefix,
      keyHash,
      mode: input.mode,
      scope: input.scope,
      rateLimitPerMinute: input.rateLimitPerMinute,
      expiresAt,
      createdByUserId: ctx.principal.userId,
    })
    .returning({ id: apiKeys.id });
  const [view] = await loadApiKeyViews(ctx.db, row.id);
  return { apiKey: view, key, message: ApiKeyMessages.created };
}
