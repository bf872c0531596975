import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import { FixedDepartureMessages, type TBookFixedDepartureRequest } from "@/lib/contracts/fixed-departures";
import { toProductPaymentView } from "@/server/product-payments/product-payment-records";
import { startProductPayment } from "@/server/product-payments/start-product-payment";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { daysBefore, getDepartureOrThrow, listBookings, newReference, todayUtc } from "./fd-records";
import { loadCallerFdRules, priceDeparture } from "./fd-pricing";

/**
 * POST /api/fixedDeparture/book: prices the seats for the caller, then in ONE transaction (the
 * product payment's) takes the seats with a conditional UPDATE (seats_sold + n <= seats_total -
 * seats_released), writes the booking and pays the deposit. Two buyers of the last seats: the
 * second UPDATE waits for the first's row lock, sees the new count and matches nothing, so it
 * answers 409 'Not enough seats left on this departure' before any money moves (decision 0047).
 */
export async function bookFixedDeparture(ctx: UserContext, input: TBookFixedDepartureRequest) {
  const departure = await getDepartureOrThrow(ctx.db, input.departureId);
  if (departure.status !== "open" || daysBefore(departure.departureDate, departure.namesDueDays) < todayUtc()) throw new AppError("CONFLICT", FixedDepartureMessages.notOnSale);
  const count = (type: 1 | 2 | 3) => input.passengers.filter((p) => p.paxType === type).length;
  const adults = count(1);
  const children = count(2);
  const infants = count(3);
  const seats = adults + children;
  const prices = priceDeparture(departure, await loadCallerFdRules(ctx.db, ctx.principal));
  const amount = adults * prices.adult + children * prices.child + infants * prices.infant + prices.perBooking;
  const base = adults * departure.adultPrice + children * departure.childPrice + infants * departure.infantPrice;
  const balanceIsDue = daysBefore(departure.departureDate, departure.balanceDueDays) <= todayUtc();
  const depositAmount = balanceIsDue || departure.depositPerSeat === 0 ? amount : Math.min(amount, departure.depositPerSeat * seats);
  const route = `${departure.origin}-${departure.destination}`;

  const started = await startProductPayment(ctx, {
    kind: "fixedDeparture",
    description: `Fixed departure ${route} ${departure.departureDate}: ${seats} seat${seats === 1 ? "" : "s"}${depositAmount < amount ? " (deposit)" : ""}`,
    amount: depositAmount,
    currency: departure.currency,
    method: input.method,
    idempotencyKey: `fixedDeparture:${ctx.principal.userId}:${input.idempotencyKey}`,
    createProduct: async (tx) => {
      const taken = await tx
        .update(fixedDepartures)
        .set({ seatsSold: sql`${fixedDepartures.seatsSold} + ${seats}`, updatedAt: new Date() })
        .where(
          and(
            eq(fixedDepartures.siteId, ctx.site.id),
            eq(fixedDepartures.id, departure.id),
            eq(fixedDepartures.status, "open"),
            sql`${fixedDepartures.seatsSold} + ${fixedDepartures.seatsReleased} + ${seats} <= ${fixedDepartures.seatsTotal}`,
          ),
        )
        .returning({ id: fixedDepartures.id });
      if (taken.length === 0) throw new AppError("CONFLICT", FixedDepartureMessages.notEnoughSeats);
      const [booking] = await tx
        .insert(fixedDepartureBookings)
        .values({
          siteId: ctx.site.id,
          departureId: departure.id,
          userId: ctx.principal.userId,
          reference: newReference(),
          adults,
          children,
          infants,
          passengers: input.passengers,
          amount,
          markupAmount: amount - base,
          currency: departure.currency,
          depositAmount,
        })
        .returning({ id: fixedDepartureBookings.id });
      return String(booking.id);
    },
    linkPayment: async (tx, productId, paymentId) => {
      await tx
        .update(fixedDepartureBookings)
        .set({ paymentId })
        .where(and(eq(fixedDepartureBookings.siteId, ctx.site.id), eq(fixedDepartureBookings.id, Number(productId))));
    },
  });
  const [booking] = await listBookings(ctx.db, { bookingId: Number(started.payment.productId) });
  return { booking, payment: toProductPaymentView(started.payment), checkout: started.checkout };
}
