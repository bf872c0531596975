import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import { POST as updatePassengers } from "@/app/api/fixedDeparture/updatePassengers/route";
import { call } from "../helpers/http";
import { restrictPermissions } from "../payments/payment-world";
import { bookAs, createFdWorld, fundUser, PAX, type FdWorld } from "./fd-world";
import { bookingsOfSite, createFdNetwork, setCompanyCredit } from "./fd-network-world";

afterAll(() => closeDb());

const RENAMED = [
  { paxType: 1, title: "Mr", firstName: "Arjun", lastName: "Mehta" },
  { paxType: 1, title: "Ms", firstName: "Priyanka", lastName: "Mehta" },
];
const rename = (w: FdWorld, token: string | undefined, body: Record<string, unknown>) => call(updatePassengers, "/api/fixedDeparture/updatePassengers", { host: w.site.domain, token, body: { passengers: RENAMED, ...body } });

async function bookingRow(id: number) {
  const [row] = await systemDb.select().from(fixedDepartureBookings).where(eq(fixedDepartureBookings.id, id));
  return row;
}

async function booked() {
  const w = await createFdWorld();
  await fundUser(w.agent.id, 10_000_000);
  const res = await bookAs(w, w.agentToken);
  return { w, id: res.body.data.booking.id as number };
}

describe("POST /api/fixedDeparture/updatePassengers", () => {
  it("corrects the names before the name deadline", async () => {
    const { w, id } = await booked();
    const res = await rename(w, w.agentToken, { bookingId: id });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Passenger names saved");
    expect(res.body.data.booking.passengers[1]).toMatchObject({ title: "Ms", firstName: "Priyanka" });
    expect((await bookingRow(id)).passengers[1].firstName).toBe("Priyanka");
  });

  it("refuses after the name deadline, a changed party, a cancelled or unpaid booking; the names stay", async () => {
    const { w, id } = await booked();
    const party = await rename(w, w.agentToken, { bookingId: id, passengers: [RENAMED[0], { ...RENAMED[1], paxType: 2 }] });
    expect(party.status).toBe(400);
    expect(party.body.message).toBe("Passenger types cannot change: book again for a different party");
    expect((await rename(w, w.agentToken, { bookingId: id, passengers: [RENAMED[0]] })).body.message).toBe("Passenger types cannot change: book again for a different party");
    await systemDb.update(fixedDepartures).set({ namesDueDays: 61, balanceDueDays: 61 }).where(eq(fixedDepartures.id, w.fd.id));
    const late = await rename(w, w.agentToken, { bookingId: id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Names can no longer be changed: the name deadline has passed");
    await systemDb.update(fixedDepartures).set({ namesDueDays: 14, balanceDueDays: 21 }).where(eq(fixedDepartures.id, w.fd.id));
    await systemDb.update(fixedDepartureBookings).set({ status: "cancelled" }).where(eq(fixedDepartureBookings.id, id));
    expect((await rename(w, w.agentToken, { bookingId: id })).body.message).toBe("This booking is cancelled");
    const held = await bookAs(w, w.agentToken, { method: "gateway" });
    expect((await rename(w, w.agentToken, { bookingId: held.body.data.booking.id })).body.message).toBe("This booking is still awaiting its first payment");
    expect((await bookingRow(id)).passengers).toEqual(PAX);
  });

  it.each([
    [{ bookingId: -1 }, "Booking not found"],
    [{ passengers: [] }, "Please enter 1 to 9 passengers"],
    [{ passengers: [{ ...RENAMED[0], firstName: "" }, RENAMED[1]] }, "Please enter the first name"],
    [{ passengers: [{ ...RENAMED[0], title: "Dr" }, RENAMED[1]] }, "Please choose a title"],
  ])("refuses %j with '%s'", async (over, message) => {
    const { w, id } = await booked();
    const res = await rename(w, w.agentToken, { bookingId: id, ...over });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("401 anonymous, 403 without the permission, 404 for another user's or site's booking", async () => {
    const { w, id } = await booked();
    const other = await createFdWorld();
    expect((await rename(w, undefined, { bookingId: id })).status).toBe(401);
    expect((await rename(w, w.agent2Token, { bookingId: id })).status).toBe(404);
    expect((await call(updatePassengers, "/api/fixedDeparture/updatePassengers", { host: other.site.domain, token: other.agentToken, body: { bookingId: id, passengers: RENAMED } })).status).toBe(404);
    await restrictPermissions(w, w.agent.id, ["flights.fixedDepartures.view"]);
    expect((await rename(w, w.agentToken, { bookingId: id })).status).toBe(403);
    expect((await bookingRow(id)).passengers).toEqual(PAX);
  });

  it("a network booking's names reach the supplier's copy", async () => {
    const { supplier, consumer } = await createFdNetwork();
    await setCompanyCredit(supplier, consumer, 10_000_000);
    await fundUser(consumer.agent.id, 10_000_000);
    const res = await bookAs(consumer, consumer.agentToken, { departureId: supplier.fd.id });
    expect((await rename(consumer, consumer.agentToken, { bookingId: res.body.data.booking.id })).status).toBe(200);
    const [twin] = await bookingsOfSite(supplier.site.id);
    expect(twin.passengers[1].firstName).toBe("Priyanka");
  });
});
