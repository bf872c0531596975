import "server-only";
import { users } from "@/db/schema/users";
import { CustomerAdminMessages, type TSetFlightHoldSettingRequest } from "@/lib/contracts/customer-admin";
import type { UserContext } from "@/server/http/context";
import { getSiteCustomerOrThrow } from "./find-site-customer";

/** POST /api/wl/user/setFlightHoldSettingForUser {isFlightHold, userId}: saved at once. */
export async function setCustomerFlightHold(ctx: UserContext, input: TSetFlightHoldSettingRequest) {
  const customer = await getSiteCustomerOrThrow(ctx.db, input.userId);
  await ctx.db.db.update(users).set({ isFlightHoldAllowed: input.isFlightHold, updatedAt: new Date() }).where(ctx.db.byId(users, customer.id));
  ctx.log.info({ customerId: customer.id, isFlightHold: input.isFlightHold, by: ctx.principal.userId }, "customer flight hold changed");
  return { userId: customer.id, isFlightHoldAllowed: input.isFlightHold, message: CustomerAdminMessages.settingSaved };
}
