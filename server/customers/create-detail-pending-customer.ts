import "server-only";
import { users } from "@/db/schema/users";
import { AgentMessages, type TCreatePendingCustomerRequest } from "@/lib/contracts/agents";
import type { UserContext } from "@/server/http/context";
import { assertNewContactsFree, rethrowContactClash, toNewCustomerContacts } from "./new-customer-contacts";

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : null);

/**
 * POST /api/user/createDetailPendingCustomerForDmc: DMC staff add a customer with a name and a
 * contact only (for a quotation). The record is `isDetailPending` until staff complete it through
 * Change Details (wl/user/updateDetails); it has no password and gets no email.
 */
export async function createDetailPendingCustomer(ctx: UserContext, input: TCreatePendingCustomerRequest) {
  const contacts = toNewCustomerContacts(input);
  await assertNewContactsFree(ctx, contacts, "");
  const [customer] = await ctx.db.db
    .insert(users)
    .values({
      siteId: ctx.site.id,
      userType: input.userType ?? "retail",
      firstName: input.firstName!.trim(),
      lastName: blankToNull(input.lastName),
      email: contacts.email,
      phone: contacts.phone,
      phoneCountryCode: contacts.phoneCountryCode,
      phoneNumbers: contacts.phoneNumbers,
      passwordHash: null,
      isDetailPending: true,
    })
    .returning({
      id: users.id,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
      isDetailPending: users.isDetailPending,
    })
    .catch((error: unknown) => rethrowContactClash(error, ""));
  ctx.log.info({ userId: customer.id, by: ctx.principal.userId }, "detail-pending customer created");
  return { customer: { ...customer, userType: customer.userType as "retail" | "travelAgent" }, message: AgentMessages.pendingCustomerCreated };
}
