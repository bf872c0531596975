import "server-only";
import type { TGetCustomersRequest } from "@/lib/contracts/customers";
import type { UserContext } from "@/server/http/context";
import { listCustomersPage } from "./list-customers-page";

/**
 * POST /api/wl/user/getCustomers: the customers screen's list. staffId is the spec's field and is
 * not used: the session decides who asks (decision 0017).
 */
export async function getCustomers(ctx: UserContext, input: TGetCustomersRequest) {
  return listCustomersPage(ctx, input);
}
