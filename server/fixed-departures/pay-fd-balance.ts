import "server-only";
import { and, eq } from "drizzle-orm";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import { productPayments } from "@/db/schema/product-payments";
import { FixedDepartureMessages, type TPayFdBalanceRequest } from "@/lib/contracts/fixed-departures";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { toProductPaymentView } from "@/server/product-payments/product-payment-records";
import { startProductPayment } from "@/server/product-payments/start-product-payment";
import type { Tx } from "@/server/wallet/wallet-records";
import { listBookings, type FdBookingRow } from "./fd-records";

/** What is due now, or the reason nothing can be paid. */
function dueOrThrow(b: FdBookingRow): number {
  if (b.status === "cancelled") throw new AppError("CONFLICT", FixedDepartureMessages.bookingCancelled);
  if (b.status === "pending") throw new AppError("CONFLICT", FixedDepartureMessages.awaitingPayment);
  const due = b.amount - b.paidAmount;
  if (due <= 0) throw new AppError("CONFLICT", FixedDepartureMessages.nothingDue);
  return due;
}

/**
 * POST /api/fixedDeparture/payBalance (decision 0052): the booking's owner pays the balance through
 * the product payments core (kind fixedDeparture, the booking as product): by wallet at once, by
 * gateway when the gateway's callback settles it; the kind's onPaid adds it to paidAmount and the
 * booking becomes 'paid'. Inside the payment's transaction the booking row is locked and the amount
 * checked again, so two payments racing each other cannot both collect the balance.
 */
export async function payFdBalance(ctx: UserContext, input: TPayFdBalanceRequest) {
  const mine = (tx: Tx | UserContext["db"]["db"]) =>
    tx
      .select()
      .from(fixedDepartureBookings)
      .where(and(eq(fixedDepartureBookings.siteId, ctx.site.id), eq(fixedDepartureBookings.id, input.bookingId), eq(fixedDepartureBookings.userId, ctx.principal.userId)));
  const [booking] = await mine(ctx.db.db);
  if (!booking) throw new AppError("NOT_FOUND", FixedDepartureMessages.bookingNotFound);
  const idempotencyKey = `fixedDeparture:balance:${ctx.principal.userId}:${input.idempotencyKey}`;
  // A retry answers its first attempt (same amount) even though nothing is due any more.
  const [earlier] = await ctx.db.db
    .select({ amount: productPayments.amount })
    .from(productPayments)
    .where(and(eq(productPayments.siteId, ctx.site.id), eq(productPayments.idempotencyKey, idempotencyKey)));
  const due = earlier ? earlier.amount : booking.amount - booking.paidAmount;
  const started = await startProductPayment(ctx, {
    kind: "fixedDeparture",
    description: `Fixed departure balance (${booking.reference})`,
    amount: due > 0 ? due : dueOrThrow(booking),
    currency: booking.currency,
    method: input.method,
    idempotencyKey,
    createProduct: async (tx) => {
      const [locked] = await mine(tx).for("update");
      if (dueOrThrow(locked) !== due) throw new AppError("CONFLICT", FixedDepartureMessages.nothingDue);
      return String(locked.id);
    },
    linkPayment: async (tx, productId, paymentId) => {
      await tx
        .update(fixedDepartureBookings)
        .set({ paymentId })
        .where(and(eq(fixedDepartureBookings.siteId, ctx.site.id), eq(fixedDepartureBookings.id, Number(productId))));
    },
  });
  const [view] = await listBookings(ctx.db, { bookingId: booking.id });
  return { booking: view, payment: toProductPaymentView(started.payment), checkout: started.checkout };
}
