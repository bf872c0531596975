import "server-only";
import type { UserContext } from "@/server/http/context";
import { listUserPolicies } from "./insurance-records";

/** POST /api/insurance/getBookings: the caller's policies, newest first. */
export async function listInsuranceBookings(ctx: UserContext) {
  return { result: await listUserPolicies(ctx.db, ctx.principal.userId) };
}
