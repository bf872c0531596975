import "server-only";
import type { UserContext } from "@/server/http/context";
import { getPaymentSettings } from "./payment-settings";

/** POST /api/whitelabel/getBankDetails: the site's bank accounts for transfers (result[]). */
export async function getBankDetails(ctx: UserContext) {
  const { bankAccounts } = await getPaymentSettings(ctx.site.id);
  return {
    result: bankAccounts.map((a) => ({
      bankName: a.bankName,
      accountName: a.accountName,
      accountNumber: a.accountNumber,
      ifsc: a.ifsc,
      branch: a.branch,
      ...(a.upiId ? { upiId: a.upiId } : {}),
    })),
  };
}
