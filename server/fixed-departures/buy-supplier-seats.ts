import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { fixedDepartureBookings, fixedDepartures, type FixedDeparturePassenger } from "@/db/schema/fixed-departures";
import { productPayments } from "@/db/schema/product-payments";
import { FixedDepartureMessages } from "@/lib/contracts/fixed-departures";
import { WalletMessages } from "@/lib/contracts/wallet";
import { AppError } from "@/server/http/errors";
import { ensureConsumerAccountUser } from "@/server/network/consumer-account";
import { ensureConsumerLegalEntity } from "@/server/network/change-consumer-request-status";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { getWalletForUser, type Tx } from "@/server/wallet/wallet-records";
import { newReference, type DepartureRow } from "./fd-records";

export type BuySupplierSeatsInput = {
  consumerSiteId: number;
  departure: DepartureRow;
  adults: number;
  children: number;
  infants: number;
  passengers: FixedDeparturePassenger[];
  /** The supplier's price to the consumer company for the party (minor units). */
  amount: number;
  /** The departure's own prices for the party: amount - base is the supplier's markup. */
  base: number;
  /** Unique per consumer booking attempt (the consumer payment's key): the supplier payment's key. */
  idempotencyKey: string;
};

/** Takes `seats` on a departure of `siteId` with the one conditional UPDATE that never oversells (decision 0047). */
export async function takeSeats(tx: Tx, siteId: number, departureId: number, seats: number): Promise<void> {
  const taken = await tx
    .update(fixedDepartures)
    .set({ seatsSold: sql`${fixedDepartures.seatsSold} + ${seats}`, updatedAt: new Date() })
    .where(
      and(
        eq(fixedDepartures.siteId, siteId),
        eq(fixedDepartures.id, departureId),
        eq(fixedDepartures.status, "open"),
        sql`${fixedDepartures.seatsSold} + ${fixedDepartures.seatsReleased} + ${seats} <= ${fixedDepartures.seatsTotal}`,
      ),
    )
    .returning({ id: fixedDepartures.id });
  if (taken.length === 0) throw new AppError("CONFLICT", FixedDepartureMessages.notEnoughSeats);
}

/**
 * The supplier's side of a consumer site's booking (decision 0052), inside the consumer's payment
 * transaction: the seats are taken on the SUPPLIER's departure row, the supplier's booking is
 * written for the consumer company's account user (so the supplier's queue shows it as booked by
 * that company) and paid in full at the supplier's price to that company from the company's wallet
 * on the supplier site (a product payment of the supplier site, ledger key per payment, within the
 * wallet's credit limit). Any refusal throws and the consumer's whole transaction rolls back: no
 * seat, no booking, no money on either side.
 */
export async function buySupplierSeats(tx: Tx, input: BuySupplierSeatsInput): Promise<{ supplierBookingId: number }> {
  const d = input.departure;
  const supplierSiteId = d.siteId;
  await takeSeats(tx, supplierSiteId, d.id, input.adults + input.children);
  const legalEntityId = await ensureConsumerLegalEntity(tx, { db: createSiteDb(supplierSiteId), site: { id: supplierSiteId } }, input.consumerSiteId);
  const companyUserId = await ensureConsumerAccountUser(tx, supplierSiteId, legalEntityId);
  const [booking] = await tx
    .insert(fixedDepartureBookings)
    .values({
      siteId: supplierSiteId,
      departureId: d.id,
      userId: companyUserId,
      reference: newReference(),
      adults: input.adults,
      children: input.children,
      infants: input.infants,
      passengers: input.passengers,
      amount: input.amount,
      markupAmount: input.amount - input.base,
      currency: d.currency,
      depositAmount: input.amount,
    })
    .returning({ id: fixedDepartureBookings.id, reference: fixedDepartureBookings.reference });
  const description = `Fixed departure ${d.origin}-${d.destination} ${d.departureDate}: ${input.adults + input.children} seat(s) for a network booking`;
  const [payment] = await tx
    .insert(productPayments)
    .values({
      siteId: supplierSiteId,
      userId: companyUserId,
      productKind: "fixedDeparture",
      productId: String(booking.id),
      description,
      method: "wallet",
      amount: input.amount,
      currency: d.currency,
      idempotencyKey: input.idempotencyKey,
    })
    .returning({ id: productPayments.id });
  const wallet = await getWalletForUser(tx, { id: companyUserId, siteId: supplierSiteId, userType: "travelAgent", legalEntityId });
  if (wallet.currency !== d.currency) throw new AppError("CONFLICT", FixedDepartureMessages.supplierFunds);
  let journalId: string;
  try {
    const posted = await postWalletEntry(tx, {
      walletId: wallet.id,
      amount: -input.amount,
      kind: "bookingDebit",
      counterAccount: "supplier_payable",
      remark: `${description} (${booking.reference})`,
      idempotencyKey: `product:fixedDeparture:${payment.id}:pay`,
      pnr: d.pnr,
      createdByUserId: companyUserId,
    });
    journalId = posted.entry.journalId;
  } catch (error) {
    if (error instanceof AppError && error.message === WalletMessages.insufficientBalance) throw new AppError("CONFLICT", FixedDepartureMessages.supplierFunds);
    throw error;
  }
  const now = new Date();
  await tx.update(productPayments).set({ status: "paid", journalId, paidAt: now, updatedAt: now }).where(eq(productPayments.id, payment.id));
  await tx
    .update(fixedDepartureBookings)
    .set({ paidAmount: input.amount, status: "paid", paymentId: payment.id, updatedAt: now })
    .where(eq(fixedDepartureBookings.id, booking.id));
  return { supplierBookingId: booking.id };
}
