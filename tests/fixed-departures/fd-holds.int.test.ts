import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { releaseUnpaidFdHolds } from "@/server/fixed-departures/release-unpaid-holds";
import { as } from "../payments/payment-world";
import { paymentRow } from "../product-payments/product-world";
import { balanceOf, bookAs, departureRow, createFdWorld } from "./fd-world";
import { bookingsOfSite, consumerCompany, createFdNetwork, setCompanyCredit } from "./fd-network-world";

afterAll(() => closeDb());

async function age(bookingId: number, minutes: number) {
  await systemDb
    .update(fixedDepartureBookings)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(fixedDepartureBookings.id, bookingId));
}

async function bookingRow(id: number) {
  const [row] = await systemDb.select().from(fixedDepartureBookings).where(eq(fixedDepartureBookings.id, id));
  return row;
}

describe("fixed-departure-holds: unpaid gateway holds give their seats back (decision 0052)", () => {
  it("releases a hold older than 30 minutes once; a younger one and a paid one keep their seats", async () => {
    const w = await createFdWorld();
    const old = (await bookAs(w, w.agentToken, { method: "gateway" })).body.data;
    const young = (await bookAs(w, w.agentToken, { method: "gateway" })).body.data;
    const paidLate = (await bookAs(w, w.agentToken, { method: "gateway" })).body.data;
    await age(old.booking.id, 31);
    await age(young.booking.id, 29);
    await age(paidLate.booking.id, 45);
    // Captured before the job ran: it is no hold any more.
    const ok = await as(w, "agent")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: paidLate.checkout.razorpayOrderId, outcome: "success" } });
    await as(w, "agent")(confirm, "/api/productPayment/confirm", { body: { paymentId: paidLate.payment.id, ...ok.body.data } });
    expect((await departureRow(w.fd.id)).seatsSold).toBe(6);

    const first = await releaseUnpaidFdHolds();
    expect(first).toMatchObject({ releasedBookings: 1, releasedSeats: 2 });
    expect(await releaseUnpaidFdHolds()).toMatchObject({ releasedBookings: 0 });
    expect((await departureRow(w.fd.id)).seatsSold).toBe(4);
    expect((await bookingRow(old.booking.id)).status).toBe("cancelled");
    expect(await paymentRow(old.payment.id)).toMatchObject({ status: "failed", errorMessage: "Not paid within 30 minutes: the seats were released" });
    expect((await bookingRow(young.booking.id)).status).toBe("pending");
    expect((await bookingRow(paidLate.booking.id)).status).toBe("confirmed");
  });

  it("a capture arriving after the release is refunded to the payer's wallet and takes no seat", async () => {
    const w = await createFdWorld();
    const held = (await bookAs(w, w.agentToken, { method: "gateway" })).body.data;
    await age(held.booking.id, 40);
    await releaseUnpaidFdHolds();
    const before = await balanceOf(w.agent.id);
    const late = await as(w, "agent")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: held.checkout.razorpayOrderId, outcome: "success" } });
    await as(w, "agent")(confirm, "/api/productPayment/confirm", { body: { paymentId: held.payment.id, ...late.body.data } });
    expect(await paymentRow(held.payment.id)).toMatchObject({ status: "refunded", refundedAmount: 1_000_000 });
    expect(await balanceOf(w.agent.id)).toBe(before + 1_000_000);
    expect(await bookingRow(held.booking.id)).toMatchObject({ status: "cancelled", paidAmount: 0 });
    expect((await departureRow(w.fd.id)).seatsSold).toBe(0);
  });

  it("a consumer site's unpaid hold gives the supplier's seats back and refunds the consumer company there", async () => {
    const { supplier, consumer } = await createFdNetwork();
    await setCompanyCredit(supplier, consumer, 10_000_000);
    const held = await bookAs(consumer, consumer.agentToken, { departureId: supplier.fd.id, method: "gateway" });
    expect(held.status).toBe(200);
    expect((await departureRow(supplier.fd.id)).seatsSold).toBe(2);
    expect((await consumerCompany(supplier, consumer)).wallet!.balance).toBe(-5_000_000);
    await age(held.body.data.booking.id, 31);
    expect(await releaseUnpaidFdHolds()).toMatchObject({ releasedBookings: 1, releasedSeats: 2 });
    expect((await departureRow(supplier.fd.id)).seatsSold).toBe(0);
    expect((await consumerCompany(supplier, consumer)).wallet!.balance).toBe(0);
    const [twin] = await bookingsOfSite(supplier.site.id);
    expect(twin.status).toBe("cancelled");
    expect(await paymentRow(twin.paymentId!)).toMatchObject({ status: "refunded", refundedAmount: 5_000_000 });
  });
});
