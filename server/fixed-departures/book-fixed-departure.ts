import "server-only";
import { and, eq } from "drizzle-orm";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import { FixedDepartureMessages, type TBookFixedDepartureRequest } from "@/lib/contracts/fixed-departures";
import { toProductPaymentView } from "@/server/product-payments/product-payment-records";
import { startProductPayment } from "@/server/product-payments/start-product-payment";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { buySupplierSeats, takeSeats } from "./buy-supplier-seats";
import { daysBefore, getBookableDeparture, listBookings, newReference, todayUtc } from "./fd-records";
import { loadCallerFdRules, partyAmount, priceDeparture, priceThroughSupplier } from "./fd-pricing";
import { loadSupplierRulesForConsumer } from "./fd-sources";

/**
 * POST /api/fixedDeparture/book: prices the seats for the caller, then in ONE transaction (the
 * product payment's) takes the seats with a conditional UPDATE (seats_sold + n <= seats_total -
 * seats_released), writes the booking and pays the deposit. Two buyers of the last seats: the
 * second UPDATE waits for the first's row lock, sees the new count and matches nothing, so it
 * answers 409 'Not enough seats left on this departure' before any money moves (decision 0047).
 * A FixedDeparture supplier's departure (decision 0052) takes the seats on the supplier's row and
 * pays the supplier from the consumer company's wallet there, in the same transaction.
 */
export async function bookFixedDeparture(ctx: UserContext, input: TBookFixedDepartureRequest) {
  const { departure, supplier } = await getBookableDeparture(ctx.db, input.departureId);
  if (departure.status !== "open" || daysBefore(departure.departureDate, departure.namesDueDays) < todayUtc()) throw new AppError("CONFLICT", FixedDepartureMessages.notOnSale);
  const count = (type: 1 | 2 | 3) => input.passengers.filter((p) => p.paxType === type).length;
  const adults = count(1);
  const children = count(2);
  const infants = count(3);
  const seats = adults + children;
  const callerRules = await loadCallerFdRules(ctx.db, ctx.principal);
  const chain = supplier ? priceThroughSupplier(departure, await loadSupplierRulesForConsumer(supplier.siteId, ctx.site.id), callerRules) : null;
  const prices = chain ? chain.prices : priceDeparture(departure, callerRules);
  const amount = partyAmount(prices, adults, children, infants);
  const base = adults * departure.adultPrice + children * departure.childPrice + infants * departure.infantPrice;
  // On a consumer site the markup is what the caller pays over the supplier's price to this site.
  const cost = chain ? partyAmount(chain.supplier, adults, children, infants) : base;
  const balanceIsDue = daysBefore(departure.departureDate, departure.balanceDueDays) <= todayUtc();
  const depositAmount = balanceIsDue || departure.depositPerSeat === 0 ? amount : Math.min(amount, departure.depositPerSeat * seats);
  const route = `${departure.origin}-${departure.destination}`;
  const idempotencyKey = `fixedDeparture:${ctx.principal.userId}:${input.idempotencyKey}`;

  const started = await startProductPayment(ctx, {
    kind: "fixedDeparture",
    description: `Fixed departure ${route} ${departure.departureDate}: ${seats} seat${seats === 1 ? "" : "s"}${depositAmount < amount ? " (deposit)" : ""}`,
    amount: depositAmount,
    currency: departure.currency,
    method: input.method,
    idempotencyKey,
    createProduct: async (tx) => {
      const network = supplier
        ? await buySupplierSeats(tx, { consumerSiteId: ctx.site.id, departure, adults, children, infants, passengers: input.passengers, amount: cost, base, idempotencyKey: `fdnet:${ctx.site.id}:${idempotencyKey}` })
        : (await takeSeats(tx, ctx.site.id, departure.id, seats), null);
      const [booking] = await tx
        .insert(fixedDepartureBookings)
        .values({
          siteId: ctx.site.id,
          departureId: departure.id,
          supplierSiteId: supplier?.siteId ?? null,
          supplierBookingId: network?.supplierBookingId ?? null,
          userId: ctx.principal.userId,
          reference: newReference(),
          adults,
          children,
          infants,
          passengers: input.passengers,
          amount,
          markupAmount: amount - cost,
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
