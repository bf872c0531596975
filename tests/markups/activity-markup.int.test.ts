import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { seedMarkupRule } from "@/db/seed/markups";
import { markupRules } from "@/db/schema/pricing";
import { POST as addMarkup } from "@/app/api/activity/markup/addActivityMarkUp/route";
import { POST as editMarkup } from "@/app/api/activity/markup/editActivityMarkUp/route";
import { GET as getMarkups } from "@/app/api/activity/markup/getActivityMarkUp/route";
import { POST as deleteMarkup } from "@/app/api/activity/markup/deleteActivityMarkup/[id]/route";
import { as, createMarkupWorld, expectStaffOnly } from "./markup-world";

afterAll(() => closeDb());

const ADD = "/api/activity/markup/addActivityMarkUp";
const EDIT = "/api/activity/markup/editActivityMarkUp";
const GET_PATH = "/api/activity/markup/getActivityMarkUp";
const deletePath = (id: number | string) => `/api/activity/markup/deleteActivityMarkup/${id}`;

async function findRule(id: number) {
  const [row] = await systemDb.select().from(markupRules).where(eq(markupRules.id, id));
  return row;
}

const activityRule = (groupId: number, extra: Record<string, unknown> = {}) => ({ groupId, valueType: "percent", value: 12.5, basis: "perBooking", ...extra });
const seedActivity = (siteId: number, groupId: number, value = 500) => seedMarkupRule(systemDb, { siteId, groupId, kind: "activity", value });

describe("POST /api/activity/markup/addActivityMarkUp", () => {
  it("creates an activity rule (sector defaults to both, no journey type)", async () => {
    const w = await createMarkupWorld();
    const res = await as(w, "admin")(addMarkup, ADD, { body: activityRule(w.group.id, { discountValueType: "flat", discountValue: 49.5 }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      groupId: w.group.id,
      kind: "activity",
      valueType: "percent",
      value: 12.5,
      basis: "perBooking",
      sector: "both",
      journeyType: null,
      discountValueType: "flat",
      discountValue: 49.5,
      message: "Setting saved successfully",
    });
    expect(await findRule(res.body.data.id)).toMatchObject({ siteId: w.site.id, kind: "activity", value: 1250, discountValue: 4950, journeyType: null, airlineCode: null });
  });

  it("rejects a per-segment basis, a journey type and an id (400)", async () => {
    const w = await createMarkupWorld();
    const res = await as(w, "admin")(addMarkup, ADD, { body: activityRule(w.group.id, { basis: "perSegment", journeyType: 1, id: 3 }) });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ basis: "Must be one of: perPassenger, perBooking", journeyType: "Unknown field", id: "Unknown field" });
    expect(await systemDb.select().from(markupRules).where(eq(markupRules.siteId, w.site.id))).toHaveLength(0);
  });

  it("refuses staff without the edit permission, agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    expect((await as(w, "staff")(addMarkup, ADD, { body: activityRule(w.group.id) })).status).toBe(403);
    await expectStaffOnly(w, addMarkup, ADD, { body: activityRule(w.group.id) });
  });

  it("answers 404 for another site's group and writes nothing", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const res = await as(w, "admin")(addMarkup, ADD, { body: activityRule(other.group.id) });
    expect(res.status).toBe(404);
    expect(await systemDb.select().from(markupRules).where(eq(markupRules.groupId, other.group.id))).toHaveLength(0);
  });
});

describe("POST /api/activity/markup/editActivityMarkUp", () => {
  it("updates the rule by id", async () => {
    const w = await createMarkupWorld();
    const rule = await seedActivity(w.site.id, w.group.id);
    const res = await as(w, "admin")(editMarkup, EDIT, { body: { id: rule.id, ...activityRule(w.group.id, { valueType: "flat", value: 75.05, sector: "domestic" }) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: rule.id, valueType: "flat", value: 75.05, sector: "domestic", message: "Setting saved successfully" });
    expect(await findRule(rule.id)).toMatchObject({ valueType: "flat", value: 7505, sector: "domestic", basis: "perBooking" });
  });

  it("requires the id (400)", async () => {
    const w = await createMarkupWorld();
    const res = await as(w, "admin")(editMarkup, EDIT, { body: activityRule(w.group.id) });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ id: "This is required field." });
  });

  it("refuses staff without the edit permission, agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    const rule = await seedActivity(w.site.id, w.group.id);
    const body = { id: rule.id, ...activityRule(w.group.id) };
    expect((await as(w, "staff")(editMarkup, EDIT, { body })).status).toBe(403);
    await expectStaffOnly(w, editMarkup, EDIT, { body });
    expect((await findRule(rule.id)).value).toBe(500);
  });

  it("answers 404 for another site's rule or a non-activity rule, and leaves them unchanged", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const foreign = await seedActivity(other.site.id, other.group.id);
    const res = await as(w, "admin")(editMarkup, EDIT, { body: { id: foreign.id, ...activityRule(w.group.id) } });
    expect(res.status).toBe(404);
    expect(await findRule(foreign.id)).toMatchObject({ siteId: other.site.id, groupId: other.group.id, value: 500, valueType: "flat" });
    const airline = await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: w.group.id, kind: "defaultAirline", value: 500 });
    expect((await as(w, "admin")(editMarkup, EDIT, { body: { id: airline.id, ...activityRule(w.group.id) } })).status).toBe(404);
    expect((await findRule(airline.id)).kind).toBe("defaultAirline");
  });
});

describe("GET /api/activity/markup/getActivityMarkUp", () => {
  it("lists the group's activity rules, newest first, and no other kind", async () => {
    const w = await createMarkupWorld();
    const first = await seedActivity(w.site.id, w.group.id, 100);
    const second = await seedActivity(w.site.id, w.group.id, 250);
    await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: w.group.id, kind: "fixedDeparture", value: 999 });
    const res = await as(w, "staff")(getMarkups, GET_PATH, { query: { groupId: String(w.group.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.groupId).toBe(w.group.id);
    expect(res.body.data.result.map((r: { id: number; value: number }) => [r.id, r.value])).toEqual([
      [second.id, 2.5],
      [first.id, 1],
    ]);
  });

  it("validates groupId (400) and refuses agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    const res = await as(w, "staff")(getMarkups, GET_PATH, { query: { groupId: "0" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ groupId: "Must be a positive number" });
    await expectStaffOnly(w, getMarkups, GET_PATH);
  });

  it("answers 404 for another site's group", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    await seedActivity(other.site.id, other.group.id);
    expect((await as(w, "staff")(getMarkups, GET_PATH, { query: { groupId: String(other.group.id) } })).status).toBe(404);
  });
});

describe("POST /api/activity/markup/deleteActivityMarkup/{id}", () => {
  it("deletes the rule named in the path", async () => {
    const w = await createMarkupWorld();
    const rule = await seedActivity(w.site.id, w.group.id);
    const res = await as(w, "admin")(deleteMarkup, deletePath(rule.id), { method: "POST", params: { id: String(rule.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: rule.id, message: "Markup deleted successfully" });
    expect(await findRule(rule.id)).toBeUndefined();
  });

  it("rejects an id that is not a positive integer (400)", async () => {
    const w = await createMarkupWorld();
    const res = await as(w, "admin")(deleteMarkup, deletePath("abc"), { method: "POST", params: { id: "abc" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toHaveProperty("id");
  });

  it("refuses staff without the delete permission, agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    const rule = await seedActivity(w.site.id, w.group.id);
    const options = { method: "POST", params: { id: String(rule.id) } };
    expect((await as(w, "staff")(deleteMarkup, deletePath(rule.id), options)).status).toBe(403);
    await expectStaffOnly(w, deleteMarkup, deletePath(rule.id), options);
    expect(await findRule(rule.id)).toBeDefined();
  });

  it("answers 404 for an unknown id, another site's rule or a non-activity rule, deleting nothing", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const foreign = await seedActivity(other.site.id, other.group.id);
    const airline = await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: w.group.id, kind: "defaultAirline", value: 500 });
    for (const id of [foreign.id, airline.id, 2_000_000_000]) {
      const res = await as(w, "admin")(deleteMarkup, deletePath(id), { method: "POST", params: { id: String(id) } });
      expect(res.status).toBe(404);
    }
    expect(await findRule(foreign.id)).toBeDefined();
    expect(await findRule(airline.id)).toBeDefined();
  });
});
