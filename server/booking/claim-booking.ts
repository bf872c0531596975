import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings, payments } from "@/db/schema/bookings";
import { BookingMessages } from "@/lib/contracts/bookings";
import { PaymentMessages } from "@/lib/contracts/payments";
import { AppError } from "@/server/http/errors";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { getSiteUserOrThrow, getWalletForUser } from "@/server/wallet/wallet-records";
import { STATUS_ID } from "./issue-tickets";
import type { BookingRow } from "./order-records";

export type ClaimMethod = "wallet" | "gateway" | "hold";

/**
 * The one step that takes the money: under the booking's row lock, a draft (or a held booking being
 * ticketed) is paid and moved to `booking`. Wallet: the debit (idempotency key per booking, the
 * wallet's own row lock and credit limit) and its payment row are written in the same transaction;
 * gateway: a paid payment of the booking's amount must already exist; hold: nothing is paid. A
 * booking some other request already claimed answers null, and nothing is charged.
 */
export async function claimBooking(db: SiteDb, bookingId: number, method: ClaimMethod): Promise<BookingRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(flightBookings).where(db.byId(flightBookings, bookingId)).for("update");
    if (!row) throw new AppError("NOT_FOUND", "Booking not found");
    const isTicketingHeld = row.status === "held" && method !== "hold";
    if (row.status !== "draft" && !isTicketingHeld) return null;
    if (method === "wallet") {
      const wallet = await getWalletForUser(tx, await getSiteUserOrThrow(db, row.userId));
      const posted = await postWalletEntry(tx, {
        walletId: wallet.id,
        amount: -row.amount,
        kind: "bookingDebit",
        counterAccount: "supplier_payable",
        remark: `Flight ${row.origin}-${row.destination} ${row.travelDate}`,
        idempotencyKey: `booking:${row.id}:pay`,
        pnr: row.pnr,
        bookingId: row.id,
        createdByUserId: row.userId,
      });
      await tx
        .insert(payments)
        .values({ siteId: row.siteId, orderId: row.orderId, bookingId: row.id, userId: row.userId, method: "wallet", amount: row.amount, currency: row.currency, status: "paid", idempotencyKey: `wallet:${row.id}`, journalId: posted.entry.journalId, paidAt: new Date() })
        .onConflictDoNothing();
    } else if (method === "gateway") {
      const [paid] = await tx.select().from(payments).where(and(eq(payments.siteId, row.siteId), eq(payments.bookingId, row.id), eq(payments.status, "paid"))).limit(1);
      if (!paid) throw new AppError("BAD_REQUEST", PaymentMessages.unsuccessful);
      if (paid.amount !== row.amount) throw new AppError("CONFLICT", "The amount paid does not match this booking");
    } else if (row.isLcc) {
      throw new AppError("BAD_REQUEST", BookingMessages.holdLccNotAllowed);
    }
    const [claimed] = await tx
      .update(flightBookings)
      .set({ status: "booking", statusId: STATUS_ID.booking, isHold: method === "hold", updatedAt: new Date() })
      .where(eq(flightBookings.id, row.id))
      .returning();
    return claimed;
  });
}
