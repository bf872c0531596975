import "server-only";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { getSiteUserWalletOrThrow, toBalanceView, type WalletRow } from "./wallet-records";

const forbidden = () => new AppError("FORBIDDEN", "You do not have permission to do this.");

/** Staff with `permission` may act on any user of the site; everyone else only on their own wallet. */
export async function resolveWallet(ctx: UserContext, userId: number | undefined, staffPermission: string): Promise<WalletRow> {
  const { principal } = ctx;
  if (userId !== undefined && userId !== principal.userId) {
    if (principal.userType !== "staff" || !(await hasPermission(principal, staffPermission))) throw forbidden();
    return getSiteUserWalletOrThrow(ctx.db, userId);
  }
  if (!(await hasPermission(principal, "wallet.own.view"))) throw forbidden();
  return getSiteUserWalletOrThrow(ctx.db, principal.userId);
}

/** POST /api/wl/user/getWlUserWalletBalance {userId?} */
export async function getWalletBalance(ctx: UserContext, input: { userId?: number }) {
  return toBalanceView(await resolveWallet(ctx, input.userId, "wallet.customerWallets.view"));
}
