import "server-only";
import type { TSearchWlUserRequest } from "@/lib/contracts/customers";
import type { UserContext } from "@/server/http/context";
import { listCustomersPage } from "./list-customers-page";

/** POST /api/wl/user/searchWlUser: the user search (names, email, phone, company), the same page as getCustomers. */
export async function searchWlUser(ctx: UserContext, input: TSearchWlUserRequest) {
  return listCustomersPage(ctx, input);
}
