import "server-only";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { users } from "@/db/schema/users";
import { formatTravelDay } from "@/lib/dates";
import { sendEmail } from "@/server/notifications/send-email";
import { documentMoneyCode } from "@/server/pdf/document-format";

/** Days before the payment deadline a customer who has not paid in full is reminded (once). */
export const PAYMENT_REMINDER_DAYS = 2;

/**
 * The hourly reminder job (decision 0040): quotations that were sent, are not cancelled, are not
 * paid in full and whose payment deadline is within PAYMENT_REMINDER_DAYS get one email to the customer.
 */
export async function sendPaymentReminders(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const due = await systemDb
    .select({ id: dmcItineraries.id, siteId: dmcItineraries.siteId, quotationId: dmcItineraries.quotationId, kartName: dmcItineraries.kartName, currency: dmcItineraries.currency, totalPrice: dmcItineraries.totalPrice, collectedPayment: dmcItineraries.collectedPayment, paymentDeadline: dmcItineraries.paymentDeadline, priceBreakup: dmcItineraries.priceBreakup, email: users.email, firstName: users.firstName })
    .from(dmcItineraries)
    .innerJoin(users, eq(users.id, dmcItineraries.customerId))
    .where(
      and(
        isNull(dmcItineraries.paymentReminderSentAt),
        isNotNull(dmcItineraries.sentAt),
        eq(dmcItineraries.isCancelled, false),
        lt(dmcItineraries.collectedPayment, dmcItineraries.totalPrice),
        sql`${dmcItineraries.paymentDeadline} between ${today}::date and ${today}::date + ${PAYMENT_REMINDER_DAYS}::int`,
        isNotNull(users.email),
      ),
    );
  let sent = 0;
  for (const q of due) {
    // Claim first: two instances never remind twice.
    const [claimed] = await systemDb
      .update(dmcItineraries)
      .set({ paymentReminderSentAt: now })
      .where(and(eq(dmcItineraries.id, q.id), isNull(dmcItineraries.paymentReminderSentAt)))
      .returning({ id: dmcItineraries.id });
    if (!claimed) continue;
    // A 'noprice' quotation states no amount, in its reminder either (issue 25, defect 10).
    const balance = q.priceBreakup === "noprice" ? "" : ` Balance: ${documentMoneyCode((q.totalPrice - q.collectedPayment) / 100, q.currency)}.`;
    await sendEmail(createSiteDb(q.siteId), {
      to: q.email as string,
      subject: `Payment reminder: quotation ${q.quotationId}`,
      text: `Dear ${q.firstName},\n\nThe payment for your quotation ${q.quotationId} (${q.kartName}) is due by ${formatTravelDay(q.paymentDeadline)}.${balance}\n\nThank you.`,
    });
    sent++;
  }
  return { reminded: sent };
}
