import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { seedFixedDeparture } from "@/db/seed/fixed-departures";
import { runFixedDepartureDeadlines } from "@/server/fixed-departures/run-fd-deadlines";
import { bookAs, bookingsOf, createFdWorld, departureRow, fundUser } from "./fd-world";

afterAll(() => closeDb());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the fixed-departure deadlines job", () => {
  it("reminds of the balance and the names 3 days before their deadlines, once each, and releases unsold seats after the name deadline", async () => {
    // Balance due in 2 days (departure in 23, balance 21 days before), names in 9 days.
    const w = await createFdWorld({ departureDate: inDays(23) });
    await fundUser(w.agent.id, 5_000_000);
    const booked = await bookAs(w, w.agentToken);
    expect(booked.status).toBe(200);
    // A departure whose name deadline passed yesterday with 3 of 10 seats sold.
    const past = await seedFixedDeparture(systemDb, { siteId: w.site.id, pnr: "PAST01", departureDate: inDays(13), seatsTotal: 10, seatsSold: 3 });

    await runFixedDepartureDeadlines();
    const mails = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^Balance due by ${inDays(2)}: fixed departure DEL-DXB`))]);
    expect(mails[0].toAddress).toBe(w.agent.email);
    const [b] = await bookingsOf(w.fd.id);
    expect(b.balanceReminderSentAt).not.toBeNull();
    expect(b.namesReminderSentAt).toBeNull();
    expect(await departureRow(past.id)).toMatchObject({ status: "closed", seatsReleased: 7, seatsSold: 3 });
    expect((await departureRow(w.fd.id)).status).toBe("open");

    await runFixedDepartureDeadlines();
    expect(await systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id))).toHaveLength(1);
  });

  it("sends the name-list reminder when the names are due within 3 days", async () => {
    const w = await createFdWorld({ departureDate: inDays(16), balanceDueDays: 16, namesDueDays: 14 });
    await fundUser(w.agent.id, 50_000_000);
    // Within the balance deadline: the whole amount is paid at booking, so no balance reminder.
    expect((await bookAs(w, w.agentToken)).body.data.booking.status).toBe("paid");
    await runFixedDepartureDeadlines();
    const mails = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^Passenger names due by ${inDays(2)}`))]);
    expect(mails[0].textBody).toContain("Mr Arjun Mehta");
  });
});
