import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { payments } from "@/db/schema/bookings";
import { getSiteUserOrThrow, getWalletForUser, type DbOrTx } from "@/server/wallet/wallet-records";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import type { BookingRow } from "./order-records";

/**
 * Gives back what was paid for a booking that will not be ticketed: the paid payment is credited to
 * the payer's wallet (a wallet debit is reversed; a gateway payment becomes wallet credit) and
 * marked refunded. Idempotent by key: however often a failure is handled, the money moves once.
 */
export async function refundBooking(db: SiteDb, booking: Pick<BookingRow, "id" | "userId" | "pnr">, reason: string, tx?: DbOrTx): Promise<boolean> {
  const run = async (t: DbOrTx) => {
    const [paid] = await t
      .select()
      .from(payments)
      .where(and(eq(payments.siteId, db.siteId), eq(payments.bookingId, booking.id), eq(payments.status, "paid")))
      .for("update")
      .limit(1);
    if (!paid) return false;
    const wallet = await getWalletForUser(t, await getSiteUserOrThrow(db, booking.userId));
    const posted = await postWalletEntry(t, {
      walletId: wallet.id,
      amount: paid.amount,
      kind: "refundCredit",
      counterAccount: paid.method === "wallet" ? "supplier_payable" : "bank",
      remark: `Refund: ${reason}`.slice(0, 500),
      idempotencyKey: `booking:${booking.id}:refund`,
      pnr: booking.pnr,
      bookingId: booking.id,
    });
    await t.update(payments).set({ status: "refunded", refundJournalId: posted.entry.journalId, updatedAt: new Date() }).where(eq(payments.id, paid.id));
    return true;
  };
  return tx ? run(tx) : db.transaction(run);
}
