import "server-only";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcDriverTokens } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages, driverPagePath } from "@/lib/contracts/dmc-transfers";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { newDriverToken } from "./driver-access";

/**
 * POST /api/dmc/generateDriverAccessToken {driverId}: a new token for the driver. One row per
 * driver, upserted: the previous token's hash is overwritten in the same statement, so the old link
 * is dead the moment the new one exists. The token is in this answer only (the hash is stored).
 */
export async function generateDriverAccessToken(ctx: UserContext, input: { driverId: number }) {
  const [driver] = await ctx.db.db.select({ id: dmcDrivers.id }).from(dmcDrivers).where(ctx.db.byId(dmcDrivers, input.driverId)).limit(1);
  if (!driver) throw new AppError("NOT_FOUND", DmcTransferMessages.driverNotFound);
  const { token, tokenHash } = newDriverToken();
  const values = { siteId: ctx.site.id, driverId: driver.id, tokenHash, createdByUserId: ctx.principal.userId, createdAt: new Date() };
  await ctx.db.db
    .insert(dmcDriverTokens)
    .values(values)
    .onConflictDoUpdate({ target: [dmcDriverTokens.siteId, dmcDriverTokens.driverId], set: { tokenHash, createdByUserId: values.createdByUserId, createdAt: values.createdAt } });
  return { driverId: driver.id, driverAccessToken: token, link: driverPagePath(token), message: DmcTransferMessages.tokenGenerated };
}
