import "server-only";
import { and, isNull } from "drizzle-orm";
import { apiKeys } from "@/db/schema/api-keys";
import { ApiKeyMessages } from "@/lib/contracts/api-keys";
import type { UserContext } from "@/server/http/context";
import { AppError, notFound } from "@/server/http/errors";
import { loadApiKeyViews } from "./api-key-view";

/** POST wl/apiKeys/revokeApiKey: the key's next call answers 401. */
export async function revokeApiKey(ctx: UserContext, input: { apiKeyId: number }) {
  const [existing] = await ctx.db.db.select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt }).from(apiKeys).where(ctx.db.byId(apiKeys, input.apiKeyId));
  if (!existing) throw notFound("API key");
  const updated = await ctx.db.db
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedByUserId: ctx.principal.userId })
    .where(and(ctx.db.byId(apiKeys, existing.id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (updated.length === 0) throw new AppError("CONFLICT", ApiKeyMessages.alreadyRevoked);
  const [view] = await loadApiKeyViews(ctx.db, existing.id);
  return { apiKey: view, message: ApiKeyMessages.revoked };
}
