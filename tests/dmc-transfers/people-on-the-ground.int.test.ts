import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { users } from "@/db/schema/users";
import { POST as jobSheet } from "@/app/api/dmc/getTransferJobSheet/route";
import { POST as updateDriver } from "@/app/api/dmc/updateTransferDriver/route";
import { POST as driverSheet } from "@/app/api/dmcDriver/getDriverTransferJobSheet/route";
import { POST as driverDone } from "@/app/api/dmcDriver/updateTransferDoneByDriver/route";
import { todayIn } from "@/server/flights/search-rules";
import { siteTimeZone } from "@/lib/dates";
import { call } from "../helpers/http";
import { kartBody } from "../dmc-quotes/quotes-world";
import { asAdmin, createVouchersWorld, saveAs, transfersOf, vouchersBody, type VouchersWorld } from "../dmc-vouchers/vouchers-world";

/*
 * What the driver and the job sheet show of a vouchered itinerary's transfers (issue 25, "the people
 * on the ground"): the guest's name and phone, the flight an airport leg meets, the pickup point;
 * a driver cannot mark done a pickup dated after today.
 */

afterAll(() => closeDb());

let w: VouchersWorld;
let id: number;
const RANGE = { from: "2026-12-10", to: "2026-12-13" };
const driverCall = (handler: Parameters<typeof call>[0], path: string, body: Record<string, unknown>) =>
  call(handler, path, { host: w.site.domain, body: { driverAccessToken: w.driverToken, ...body }, ip: `10.62.${process.pid % 250}.9` });

beforeAll(async () => {
  w = await createVouchersWorld();
  await systemDb.update(users).set({ phone: "501234567", phoneCountryCode: "971" }).where(eq(users.id, w.agent.id));
  // Arrives on EK 501 (BOM-DXB, 10 Dec), leaves on EK 502 (DXB-BOM, 13 Dec).
  const flights = [...kartBody(w).flights, { airlineCode: "EK", flightNo: "502", origin: "DXB", destination: "BOM", price: 0, departureDate: "2026-12-13", departureTime: "14:10" }];
  id = (await saveAs(w, vouchersBody(w, { isVouchered: true, flights }))).body.data.id;
  for (const t of await transfersOf(id)) expect((await asAdmin(w)(updateDriver, "/api/dmc/updateTransferDriver", { id: t.id, driverId: w.driver.id })).status).toBe(200);
});

type Row = { id: number; date: string; time: string; pickupLocation: string; leadPassengerName: string; guestPhone: string | null; flightNumber: string | null };
const people = (rows: Row[]) => rows.map((t) => [t.date, t.time, t.pickupLocation, t.leadPassengerName, t.guestPhone, t.flightNumber]);
const EXPECTED = [
  ["2026-12-10", "06:00", "DXB Terminal 3", "Mr Ravi Kumar", "+971 501234567", "EK 501"],
  ["2026-12-11", "09:00", "Marina Bay Hotel", "Mr Ravi Kumar", "+971 501234567", null],
  ["2026-12-13", "11:00", "Marina Bay Hotel", "Mr Ravi Kumar", "+971 501234567", "EK 502"],
];

describe("the guest, their phone and their flight on every transfer", () => {
  it("the staff job sheet: airport pickup meets the arriving flight, airport drop the leaving one, other legs none", async () => {
    const sheet = await asAdmin(w)(jobSheet, "/api/dmc/getTransferJobSheet", { dateRange: RANGE });
    expect(sheet.status).toBe(200);
    expect(people(sheet.body.data.transfers.filter((t: { kartId: number }) => t.kartId === id))).toEqual(EXPECTED);
  });

  it("the driver's page shows the same, and still no prices", async () => {
    const page = await driverCall(driverSheet, "/api/dmcDriver/getDriverTransferJobSheet", { dateRange: RANGE });
    expect(page.status).toBe(200);
    expect(people(page.body.data.transfers)).toEqual(EXPECTED);
    expect(JSON.stringify(page.body)).not.toMatch(/charges|price/i);
  });
});

describe("a driver marks done on the day, not before", () => {
  it("a pickup dated after today is refused with its day in words; the same pickup moved to today is done", async () => {
    const [first] = await transfersOf(id);
    const early = await driverCall(driverDone, "/api/dmcDriver/updateTransferDoneByDriver", { transferid: first.id });
    expect([early.status, early.body.errorMessage]).toEqual([400, "This pickup is on Thu, 10 Dec 2026: it can be marked done on that day, not before"]);
    expect((await transfersOf(id))[0]).toMatchObject({ isCompleted: false, completedAt: null });

    const today = todayIn(siteTimeZone(w.site.timezone));
    await systemDb.update(dmcTransfers).set({ date: today }).where(eq(dmcTransfers.id, first.id));
    const done = await driverCall(driverDone, "/api/dmcDriver/updateTransferDoneByDriver", { transferid: first.id });
    expect([done.status, done.body.data?.transfer.isCompleted]).toEqual([200, true]);
  });
});
