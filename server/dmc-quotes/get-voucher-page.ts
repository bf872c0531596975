import "server-only";
import { createSiteDb } from "@/db/client";
import type { TVoucherState } from "@/lib/contracts/dmc-vouchers";
import type { Principal } from "@/server/auth/principal";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import type { SiteRecord } from "@/server/sites/find-site";
import { findVoucherByToken } from "./voucher-tokens";

export type VoucherPage = { voucher: TVoucherState; companyName: string; timeZone: string; canRedeemAsStaff: boolean };

/** The staff permission that redeems a voucher (the one that marks transfers done). */
export const REDEEM_VOUCHER_PERMISSION = "dmc.jobSheet.setStatus";

/**
 * /v/{token}, the page a voucher's QR code opens (decision 0058): public, for the site the domain
 * names; null (the not-found page) for an unknown, malformed or another site's token.
 */
export async function getVoucherPage(site: SiteRecord | null, principal: Principal | null, token: string): Promise<VoucherPage | null> {
  if (!site || token.length === 0 || token.length > 200) return null;
  try {
    const found = await findVoucherByToken(createSiteDb(site.id), token);
    const canRedeemAsStaff = Boolean(principal && principal.siteId === site.id && principal.userType === "staff" && (await hasPermission(principal, REDEEM_VOUCHER_PERMISSION)));
    return { voucher: found.state, companyName: site.companyName, timeZone: site.timezone, canRedeemAsStaff };
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return null;
    throw err;
  }
}
