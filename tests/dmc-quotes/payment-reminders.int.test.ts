import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { emailOutbox } from "@/db/schema/tickets";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { sendPaymentReminders } from "@/server/dmc-quotes/send-payment-reminders";
import { as, createQuotesWorld, kartBody } from "./quotes-world";

afterAll(() => closeDb());

describe("the payment reminder before the deadline", () => {
  it("reminds a sent, unpaid quotation within 2 days of its deadline once; not a paid, unsent or far one", async () => {
    const w = await createQuotesWorld();
    const save = async (extra: Record<string, unknown>) => (await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, extra) })).body.data.id as number;
    const due = await save({ paymentDeadline: "2026-12-03", collectedPayment: 100 });
    const paid = await save({ paymentDeadline: "2026-12-03", collectedPayment: 512.8 });
    const unsent = await save({ paymentDeadline: "2026-12-03" });
    const far = await save({ paymentDeadline: "2026-12-20" });
    for (const id of [due, paid, far]) await systemDb.update(dmcItineraries).set({ sentAt: new Date("2026-11-25T00:00:00Z") }).where(eq(dmcItineraries.id, id));
    const now = new Date("2026-12-01T09:00:00Z");
    await sendPaymentReminders(now);
    const rows = await systemDb.select({ id: dmcItineraries.id, at: dmcItineraries.paymentReminderSentAt }).from(dmcItineraries).where(eq(dmcItineraries.siteId, w.site.id));
    const at = Object.fromEntries(rows.map((r) => [r.id, r.at]));
    expect(at[due]).toEqual(now);
    expect([at[paid], at[unsent], at[far]]).toEqual([null, null, null]);
    const mails = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id));
    const reminder = mails.filter((m) => m.subject.startsWith("Payment reminder"));
    expect(reminder).toHaveLength(1);
    expect(reminder[0].toAddress).toBe(w.agent.email);
    expect(reminder[0].textBody).toContain("Balance: USD 412.80");
    await sendPaymentReminders(now);
    expect((await systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id))).filter((m) => m.subject.startsWith("Payment reminder"))).toHaveLength(1);
  });
});
