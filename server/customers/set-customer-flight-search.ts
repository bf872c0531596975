import "server-only";
import { users } from "@/db/schema/users";
import { CustomerAdminMessages, type TSetFlightSearchSettingRequest } from "@/lib/contracts/customer-admin";
import type { UserContext } from "@/server/http/context";
import { getSiteCustomerOrThrow } from "./find-site-customer";

/** POST /api/wl/user/setFlightSearchSettingForUser {isFlightSearchAllowed, userId}: saved at once; a stopped customer's search is 403. */
export async function setCustomerFlightSearch(ctx: UserContext, input: TSetFlightSearchSettingRequest) {
  const customer = await getSiteCustomerOrThrow(ctx.db, input.userId);
  await ctx.db.db.update(users).set({ isFlightSearchAllowed: input.isFlightSearchAllowed, updatedAt: new Date() }).where(ctx.db.byId(users, customer.id));
  ctx.log.info({ customerId: customer.id, isFlightSearchAllowed: input.isFlightSearchAllowed, by: ctx.principal.userId }, "customer flight search changed");
  return { userId: customer.id, isFlightSearchAllowed: input.isFlightSearchAllowed, message: CustomerAdminMessages.settingSaved };
}
