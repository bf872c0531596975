import "server-only";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import { sites } from "@/db/schema/sites";
import { users } from "@/db/schema/users";
import { formatMoney, toMajorUnits } from "@/lib/money";
import { sendEmail } from "@/server/notifications/send-email";
import { daysBefore, todayUtc } from "./fd-records";

/** How many days before a deadline its reminder goes out. */
export const FD_REMINDER_DAYS = 3;

/**
 * The hourly fixed-departure job (decision 0047):
 * 1. a reminder (outbox email) to each booking with a balance to pay, FD_REMINDER_DAYS before its
 *    balance deadline; once per booking (balance_reminder_sent_at);
 * 2. a reminder to each booking holding seats, FD_REMINDER_DAYS before the name-list deadline;
 * 3. at the name deadline (the day after it), an open departure's unsold seats are released:
 *    seats_released = seats_total - seats_sold and the departure is closed, in one conditional UPDATE,
 *    so a booking racing it either got its seats first or finds none.
 */
export async function runFixedDepartureDeadlines() {
  const today = todayUtc();
  const rows = await systemDb
    .select({ b: fixedDepartureBookings, d: fixedDepartures, email: users.email, firstName: users.firstName, companyName: sites.companyName })
    .from(fixedDepartureBookings)
    .innerJoin(fixedDepartures, and(eq(fixedDepartures.siteId, fixedDepartureBookings.departureSiteId), eq(fixedDepartures.id, fixedDepartureBookings.departureId)))
    .innerJoin(users, eq(users.id, fixedDepartureBookings.userId))
    .innerJoin(sites, eq(sites.id, fixedDepartureBookings.siteId))
    .where(and(inArray(fixedDepartureBookings.status, ["confirmed", "paid"]), sql`${fixedDepartures.departureDate} >= ${today}`));
  let balanceReminders = 0;
  let nameReminders = 0;
  for (const { b, d, email, firstName, companyName } of rows) {
    if (!email) continue;
    const route = `${d.origin}-${d.destination} on ${d.departureDate}`;
    const balanceDue = daysBefore(d.departureDate, d.balanceDueDays);
    if (b.amount > b.paidAmount && !b.balanceReminderSentAt && daysBefore(balanceDue, FD_REMINDER_DAYS) <= today) {
      const [claimed] = await systemDb
        .update(fixedDepartureBookings)
        .set({ balanceReminderSentAt: new Date() })
        .where(and(eq(fixedDepartureBookings.id, b.id), isNull(fixedDepartureBookings.balanceReminderSentAt)))
        .returning({ id: fixedDepartureBookings.id });
      if (claimed) {
        await sendEmail(createSiteDb(b.siteId), {
          to: email,
          fromName: companyName,
          subject: `Balance due by ${balanceDue}: fixed departure ${route} (${b.reference})`,
          text: `Dear ${firstName},\n\nThe balance of ${formatMoney(toMajorUnits(b.amount - b.paidAmount), b.currency)} for your fixed-departure booking ${b.reference} (${route}) is due by ${balanceDue}.\n\n${companyName}`,
        });
        balanceReminders++;
      }
    }
    const namesDue = daysBefore(d.departureDate, d.namesDueDays);
    if (!b.namesReminderSentAt && daysBefore(namesDue, FD_REMINDER_DAYS) <= today) {
      const [claimed] = await systemDb
        .update(fixedDepartureBookings)
        .set({ namesReminderSentAt: new Date() })
        .where(and(eq(fixedDepartureBookings.id, b.id), isNull(fixedDepartureBookings.namesReminderSentAt)))
        .returning({ id: fixedDepartureBookings.id });
      if (claimed) {
        const names = b.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`).join(", ");
        await sendEmail(createSiteDb(b.siteId), {
          to: email,
          fromName: companyName,
          subject: `Passenger names due by ${namesDue}: fixed departure ${route} (${b.reference})`,
          text: `Dear ${firstName},\n\nThe passenger names for your fixed-departure booking ${b.reference} (${route}) are final on ${namesDue}. The names we hold: ${names}. Tell us of any change before then.\n\n${companyName}`,
        });
        nameReminders++;
      }
    }
  }
  // The name deadline has passed (departure date - names days < today): release what is unsold.
  const released = await systemDb
    .update(fixedDepartures)
    .set({ seatsReleased: sql`${fixedDepartures.seatsTotal} - ${fixedDepartures.seatsSold}`, status: "closed", releasedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(fixedDepartures.status, "open"), lt(sql`${fixedDepartures.departureDate} - ${fixedDepartures.namesDueDays}::int`, sql`${today}::date`)))
    .returning({ id: fixedDepartures.id, seatsReleased: fixedDepartures.seatsReleased });
  return { balanceReminders, nameReminders, releasedDepartures: released.length, releasedSeats: released.reduce((n, r) => n + r.seatsReleased, 0) };
}
