import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { markupRules } from "@/db/schema/pricing";
import { POST as addMarkup } from "@/app/api/activity/markup/addActivityMarkUp/route";
import { POST as editMarkup } from "@/app/api/activity/markup/editActivityMarkUp/route";
import { POST as priceTourOption } from "@/app/api/dmc/getTourOptionPriceForQuotationBuilder/route";
import { addTicketRate, createTourOption } from "../helpers/dmc-fixtures";
import { as as asRates, createRatesWorld } from "../dmc/rates/rates-world";
import { as, createMarkupWorld } from "./markup-world";

afterAll(() => closeDb());

/*
 * Issue 25, defect 13 (decision 0063): two activity rules in one group. The most specific wins (a
 * rule for international services, which DMC services are, beats one for every sector); a second
 * rule for the same sector is refused with a message naming the rule to edit; the staff explanation
 * says which rule applied and why.
 */
const ADD = "/api/activity/markup/addActivityMarkUp";
const EDIT = "/api/activity/markup/editActivityMarkUp";
const rule = (groupId: number, extra: Record<string, unknown> = {}) => ({ groupId, valueType: "percent", value: 10, basis: "perBooking", ...extra });

describe("activity markup rules of one group", () => {
  it("refuses a second rule for the same sector, naming the rule to edit, and writes nothing", async () => {
    const w = await createMarkupWorld();
    const first = await as(w, "admin")(addMarkup, ADD, { body: rule(w.group.id) });
    expect(first.status).toBe(200);
    const second = await as(w, "admin")(addMarkup, ADD, { body: rule(w.group.id, { value: 20 }) });
    expect(second.status).toBe(400);
    const message = `This group already has an activity markup for every sector (rule ${first.body.data.id}): edit that rule instead`;
    expect(second.body.message).toBe(message);
    expect(second.body.shortError).toEqual({ sector: message });
    expect(await systemDb.select().from(markupRules).where(eq(markupRules.groupId, w.group.id))).toHaveLength(1);
  });

  it("accepts a more specific rule beside it, and refuses editing it onto the other's sector", async () => {
    const w = await createMarkupWorld();
    const both = await as(w, "admin")(addMarkup, ADD, { body: rule(w.group.id) });
    const intl = await as(w, "admin")(addMarkup, ADD, { body: rule(w.group.id, { sector: "international", value: 5 }) });
    expect(intl.status).toBe(200);
    const clash = await as(w, "admin")(editMarkup, EDIT, { body: { id: intl.body.data.id, ...rule(w.group.id, { sector: "both" }) } });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe(`This group already has an activity markup for every sector (rule ${both.body.data.id}): edit that rule instead`);
    const same = await as(w, "admin")(editMarkup, EDIT, { body: { id: intl.body.data.id, ...rule(w.group.id, { sector: "international", value: 7 }) } });
    expect(same.status).toBe(200);
  });

  it("prices with the most specific rule and tells staff which applied and why", async () => {
    const w = await createRatesWorld();
    const group = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Standard", isDefault: true });
    const both = await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: group.id, kind: "activity", valueType: "percent", value: 2000, basis: "perBooking" });
    const intl = await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: group.id, kind: "activity", valueType: "percent", value: 1000, basis: "perBooking", sector: "international" });
    const option = await createTourOption(w.base);
    await addTicketRate(w.base, option.id, { adultAmount: 10000 });
    const res = await asRates(w, "staff")(priceTourOption, "/api/dmc/getTourOptionPriceForQuotationBuilder", { body: { tourOptionId: option.id, date: "2026-06-01", adults: 1, customerId: w.agent.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toEqual([{ currency: "USD", amount: 110 }]);
    expect(res.body.data.markup).toBe(
      `Activity markup of group Standard (rule ${intl.id}): 10% per booking. Applied: the rule for international services; more specific than the rule for every sector (rule ${both.id})`,
    );
  });
});
