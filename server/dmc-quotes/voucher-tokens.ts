import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { dmcVoucherRedemptions, dmcVoucherTokens, type IssuedVoucher } from "@/db/schema/dmc-vouchers";
import { type TVoucherState, voucherPagePath, VoucherQrMessages } from "@/lib/contracts/dmc-vouchers";
import { hashUserToken } from "@/server/auth/user-tokens";
import { AppError } from "@/server/http/errors";
import { findSiteOrigin } from "@/server/sites/find-site";

type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

/*
 * The vouchers' QR links (decision 0058): a token per voucher and document, 32 random bytes
 * (base64url, 43 characters; only its SHA-256 is stored), as https://<the site's domain>/v/<token>.
 */

/** New links for the vouchers of an itinerary, in their order: each one a fresh token, stored hashed with what the voucher says. */
export async function issueVoucherLinks(db: SiteDb, kartId: number, vouchers: (IssuedVoucher & { ref: string })[]): Promise<string[]> {
  if (vouchers.length === 0) return [];
  const origin = await findSiteOrigin(db.siteId);
  const issued = vouchers.map(({ ref, ...voucher }) => ({ token: randomBytes(32).toString("base64url"), ref, voucher }));
  await db.db.insert(dmcVoucherTokens).values(issued.map((v) => ({ siteId: db.siteId, kartId, voucherRef: v.ref, tokenHash: hashUserToken(v.token), voucher: v.voucher })));
  return issued.map((v) => `${origin}${voucherPagePath(v.token)}`);
}

/**
 * In saveKart's transaction: an itinerary cancelled, or saved no longer vouchered, revokes every
 * link of its vouchers (their page says cancelled, redeeming them is refused).
 */
export async function revokeVoucherLinks(tx: Tx, siteId: number, kartId: number): Promise<void> {
  await tx
    .update(dmcVoucherTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(dmcVoucherTokens.siteId, siteId), eq(dmcVoucherTokens.kartId, kartId), isNull(dmcVoucherTokens.revokedAt)));
}

export type FoundVoucher = { kartId: number; voucherRef: string; state: TVoucherState };

/** The voucher a token opens in this site, with its status; 404 'Voucher not found' for an unknown or another site's token. */
export async function findVoucherByToken(db: SiteDb, token: string): Promise<FoundVoucher> {
  const [row] = await db.db
    .select({ kartId: dmcVoucherTokens.kartId, voucherRef: dmcVoucherTokens.voucherRef, voucher: dmcVoucherTokens.voucher, revokedAt: dmcVoucherTokens.revokedAt, isCancelled: dmcItineraries.isCancelled, isVouchered: dmcItineraries.isVouchered })
    .from(dmcVoucherTokens)
    .innerJoin(dmcItineraries, and(eq(dmcItineraries.siteId, dmcVoucherTokens.siteId), eq(dmcItineraries.id, dmcVoucherTokens.kartId)))
    .where(db.where(dmcVoucherTokens, eq(dmcVoucherTokens.tokenHash, hashUserToken(token))))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", VoucherQrMessages.notFound);
  const [redemption] = await db.db
    .select({ redeemedAt: dmcVoucherRedemptions.redeemedAt, redeemedBy: dmcVoucherRedemptions.redeemedBy })
    .from(dmcVoucherRedemptions)
    .where(and(eq(dmcVoucherRedemptions.siteId, db.siteId), eq(dmcVoucherRedemptions.kartId, row.kartId), eq(dmcVoucherRedemptions.voucherRef, row.voucherRef)))
    .limit(1);
  const cancelled = row.revokedAt !== null || row.isCancelled || !row.isVouchered;
  const v = row.voucher;
  return {
    kartId: row.kartId,
    voucherRef: row.voucherRef,
    state: {
      // A voucher used before its itinerary was cancelled still says when and by whom.
      status: redemption ? "redeemed" : cancelled ? "cancelled" : "valid",
      kind: v.kind,
      title: v.title,
      date: v.date,
      confirmationNumber: v.confirmationNumber,
      quotationId: v.quotationId,
      leadPassenger: v.leadPassenger,
      adults: v.adults,
      children: v.children,
      infants: v.infants,
      redeemedAt: redemption ? redemption.redeemedAt.toISOString() : null,
      redeemedBy: redemption?.redeemedBy ?? null,
    },
  };
}
