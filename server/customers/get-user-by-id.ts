import "server-only";
import type { RequestContext } from "@/server/http/context";
import { getCustomerDetailsOrThrow } from "./get-customer-details";

/** POST /api/wl/user/getUserById {id}: one user of this site with the back office's customer fields (404 otherwise). */
export async function getUserById(ctx: RequestContext, input: { id: number }) {
  return getCustomerDetailsOrThrow(ctx.db, input.id);
}
