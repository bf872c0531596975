import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcDriverTokens } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/**
 * POST /api/dmc/revokeDriverAccessToken {driverId}: deletes the driver's token row, so the link is
 * dead at once (the driver's page then shows the invalid-link message). Another site's driver is 404.
 */
export async function revokeDriverAccessToken(ctx: UserContext, input: { driverId: number }) {
  const [driver] = await ctx.db.db.select({ id: dmcDrivers.id }).from(dmcDrivers).where(ctx.db.byId(dmcDrivers, input.driverId)).limit(1);
  if (!driver) throw new AppError("NOT_FOUND", DmcTransferMessages.driverNotFound);
  const gone = await ctx.db.db
    .delete(dmcDriverTokens)
    .where(and(eq(dmcDriverTokens.siteId, ctx.site.id), eq(dmcDriverTokens.driverId, driver.id)))
    .returning({ id: dmcDriverTokens.id });
  if (gone.length === 0) throw new AppError("NOT_FOUND", DmcTransferMessages.noTokenToRevoke);
  return { driverId: driver.id, message: DmcTransferMessages.tokenRevoked };
}
