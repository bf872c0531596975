import "server-only";
import { users } from "@/db/schema/users";
import { BILLING_SAVED_MESSAGE, type TBillingDetails } from "@/lib/contracts/profile";
import { createSiteDb, type SiteDb } from "@/db/client";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** The caller's billing details, empty strings where none are saved (also read by the /user/billing-details page). */
export async function readBillingDetails(db: SiteDb, userId: number) {
  const [row] = await db.db.select({ billing: users.billing }).from(users).where(db.byId(users, userId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const b = row.billing ?? {};
  return { billingName: b.billingName ?? "", gstNumber: b.gstNumber ?? "", gstState: b.gstState ?? "", panNumber: b.panNumber ?? "" };
}

/** The /user/billing-details page's read. */
export function readBillingDetailsForPage(siteId: number, userId: number) {
  return readBillingDetails(createSiteDb(siteId), userId);
}

/** GET /api/user/getBillingDetails. */
export function getBillingDetails(ctx: UserContext) {
  return readBillingDetails(ctx.db, ctx.principal.userId);
}

/** POST /api/user/updateBillingDetails: the contract has checked GSTIN, PAN and state; this stores them on users.billing. */
export async function updateBillingDetails(ctx: UserContext, input: TBillingDetails) {
  const billing = { billingName: input.billingName, gstNumber: input.gstNumber, gstState: input.gstState, panNumber: input.panNumber };
  const updated = await ctx.db.db.update(users).set({ billing, updatedAt: new Date() }).where(ctx.db.byId(users, ctx.principal.userId)).returning({ id: users.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "User not found");
  ctx.log.info({ userId: ctx.principal.userId }, "user saved billing details");
  return { ...billing, message: BILLING_SAVED_MESSAGE };
}
