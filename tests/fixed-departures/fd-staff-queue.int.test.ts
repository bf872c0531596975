import { closeDb } from "@/db/client";
import { POST as queue } from "@/app/api/fixedDeparture/queue/route";
import { POST as save } from "@/app/api/fixedDeparture/saveDeparture/route";
import { POST as list } from "@/app/api/fixedDeparture/listDepartures/route";
import { call } from "../helpers/http";
import { as } from "../payments/payment-world";
import { bookAs, createFdWorld, departureRow, fundUser } from "./fd-world";

afterAll(() => closeDb());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FORM = () => ({
  title: "Bangkok group fare",
  origin: "bom",
  destination: "BKK",
  departureDate: inDays(70),
  segments: [{ airlineCode: "tg", flightNumber: "318", origin: "BOM", destination: "BKK", departAt: `${inDays(70)}T23:55`, arriveAt: `${inDays(71)}T05:40` }],
  pnr: "tgbkk9",
  seatsTotal: 25,
  adultPrice: 31500,
  childPrice: 29000,
  infantPrice: 4500,
  depositPerSeat: 7000,
  currency: "INR",
  balanceDueDays: 30,
  namesDueDays: 15,
});

describe("POST /api/fixedDeparture/queue", () => {
  it("staff see every booking of the site, an agent only their own; 401 anonymous", async () => {
    const w = await createFdWorld();
    await fundUser(w.agent.id, 5_000_000);
    await fundUser(w.agent2.id, 5_000_000);
    const mine = (await bookAs(w, w.agentToken)).body.data.booking;
    const theirs = (await bookAs(w, w.agent2Token)).body.data.booking;
    const other = await createFdWorld();
    await fundUser(other.agent.id, 5_000_000);
    await bookAs(other, other.agentToken);

    const staff = await as(w, "staff")(queue, "/api/fixedDeparture/queue", { body: {} });
    expect(staff.status).toBe(200);
    expect(staff.body.data.result.map((b: { id: number }) => b.id)).toEqual([theirs.id, mine.id]);
    const agent = await as(w, "agent")(queue, "/api/fixedDeparture/queue", { body: {} });
    expect(agent.body.data.result.map((b: { id: number }) => b.id)).toEqual([mine.id]);
    expect(agent.body.data.result[0]).toMatchObject({ origin: "DEL", destination: "DXB", status: "confirmed", passengers: [{ firstName: "Arjun" }, { firstName: "Priya" }] });
    expect(agent.body.data.result[0].fdSlug).toBe(mine.fdSlug);
    expect((await call(queue, "/api/fixedDeparture/queue", { host: w.site.domain, body: {} })).status).toBe(401);
  });
});

describe("POST /api/fixedDeparture/saveDeparture and listDepartures", () => {
  it("staff load a departure (codes upper-cased, prices in paise) and edit it; the list shows seats", async () => {
    const w = await createFdWorld();
    const res = await as(w, "staff")(save, "/api/fixedDeparture/saveDeparture", { body: FORM() });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Fixed departure saved");
    const d = res.body.data.departure;
    expect(d).toMatchObject({ origin: "BOM", pnr: "TGBKK9", seatsTotal: 25, seatsLeft: 25, adultPrice: 31500, status: "open", balanceDueDate: inDays(40), namesDueDate: inDays(55) });
    expect((await departureRow(d.id)).adultPrice).toBe(3_150_000);
    const edited = await as(w, "staff")(save, "/api/fixedDeparture/saveDeparture", { body: { ...FORM(), id: d.id, seatsTotal: 30 } });
    expect(edited.body.data.departure.seatsTotal).toBe(30);
    const listed = await as(w, "staff")(list, "/api/fixedDeparture/listDepartures", { body: {} });
    expect(listed.body.data.result.map((x: { id: number }) => x.id)).toEqual([w.fd.id, d.id]);
  });

  it.each([
    [{ title: "" }, "Please enter a title"],
    [{ origin: "DE" }, "Please enter a 3-letter airport code"],
    [{ departureDate: "2026-02-30" }, "Please enter a valid date"],
    [{ departureDate: "2020-01-01" }, "The departure cannot be in the past"],
    [{ returnDate: inDays(60) }, "The return must be on or after the departure"],
    [{ segments: [] }, "Please enter at least one flight"],
    [{ segments: [{ ...FORM().segments[0], airlineCode: "T" }] }, "Please enter the 2-letter airline code"],
    [{ segments: [{ ...FORM().segments[0], flightNumber: "TG318" }] }, "Please enter the flight number"],
    [{ segments: [{ ...FORM().segments[0], departAt: "tomorrow" }] }, "Please enter a date and time"],
    [{ pnr: "AB" }, "Please enter the airline PNR (5 to 8 letters or digits)"],
    [{ seatsTotal: 0 }, "Seats must be between 1 and 500"],
    [{ adultPrice: 0 }, "Please enter a valid price"],
    [{ currency: "RUPEES" }, "Please enter a 3-letter currency code"],
    [{ balanceDueDays: 200 }, "Days must be between 0 and 120"],
    [{ namesDueDays: 40 }, "Names cannot be due before the balance"],
    [{ depositPerSeat: 40000 }, "The deposit cannot be more than the adult price"],
  ])("refuses %j with '%s'", async (over, message) => {
    const w = await createFdWorld();
    const res = await as(w, "staff")(save, "/api/fixedDeparture/saveDeparture", { body: { ...FORM(), ...over } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("403 for agents, 401 anonymous, 404 for another site's departure, 409 below the seats sold", async () => {
    const w = await createFdWorld({ seatsSold: 5 });
    const other = await createFdWorld();
    expect((await as(w, "agent")(save, "/api/fixedDeparture/saveDeparture", { body: FORM() })).status).toBe(403);
    expect((await as(w, "agent")(list, "/api/fixedDeparture/listDepartures", { body: {} })).status).toBe(403);
    expect((await call(save, "/api/fixedDeparture/saveDeparture", { host: w.site.domain, body: FORM() })).status).toBe(401);
    const foreign = await as(w, "staff")(save, "/api/fixedDeparture/saveDeparture", { body: { ...FORM(), id: other.fd.id } });
    expect(foreign.status).toBe(404);
    expect((await departureRow(other.fd.id)).title).toBe("Dubai group fare");
    const below = await as(w, "staff")(save, "/api/fixedDeparture/saveDeparture", { body: { ...FORM(), id: w.fd.id, seatsTotal: 4 } });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe("Seats cannot be fewer than those already sold");
  });
});
