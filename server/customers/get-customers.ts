import "server-only";
import type { TGetCustomersRequest } from "@/lib/contracts/customers";
import type { UserContext } from "@/server/http/context";
import { listCustomersPage } from "./list-customers-page";

/** POST /api/wl/user/getCustomers: the customers screen's list (staffId is the spec's field; the session decides who asks). */
export async function getCustomers(ctx: UserContext, input: TGetCustomersRequest) {
  const { staffId: _staffId, ...filters } = input;
  return listCustomersPage(ctx, filters);
}
