import "server-only";
import { users } from "@/db/schema/users";
import { CustomerAdminMessages, type TToggleSearchExemptionRequest } from "@/lib/contracts/customer-admin";
import type { UserContext } from "@/server/http/context";
import { getSiteCustomerOrThrow } from "./find-site-customer";

/** POST /api/wl/user/toggleFlightSearchExemption {customerId, exempt}: the look-to-book exemption (flightLookToBook.is_exempted). */
export async function toggleSearchExemption(ctx: UserContext, input: TToggleSearchExemptionRequest) {
  const customer = await getSiteCustomerOrThrow(ctx.db, input.customerId);
  await ctx.db.db.update(users).set({ isFlightSearchExempted: input.exempt, updatedAt: new Date() }).where(ctx.db.byId(users, customer.id));
  ctx.log.info({ customerId: customer.id, exempt: input.exempt, by: ctx.principal.userId }, "customer search exemption changed");
  return { customerId: customer.id, flightLookToBook: { is_exempted: input.exempt }, message: input.exempt ? CustomerAdminMessages.exempted : CustomerAdminMessages.unexempted };
}
