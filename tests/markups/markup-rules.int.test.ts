import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { markupRules } from "@/db/schema/pricing";
import { GET as listDefault, POST as saveDefault } from "@/app/api/markupDiscount/defaultAirlineMarkup/route";
import { POST as deleteDefault } from "@/app/api/markupDiscount/deleteDefaultAirlineMarkup/route";
import { GET as listSpecific, POST as saveSpecific } from "@/app/api/markupDiscount/airlineSpecificMarkupForWl/route";
import { POST as deleteSpecific } from "@/app/api/markupDiscount/deleteAirlineSpecificMarkupForWl/route";
import { GET as listFixed, POST as saveFixed } from "@/app/api/markupDiscount/fixedDepartureMarkup/route";
import { POST as deleteFixed } from "@/app/api/markupDiscount/deleteFixedDepartureMarkupForWl/route";
import { as, createMarkupWorld, expectStaffOnly, flatRule } from "./markup-world";

afterAll(() => closeDb());

async function findRule(id: number) {
  const [row] = await systemDb.select().from(markupRules).where(eq(markupRules.id, id));
  return row;
}

type Kind = "defaultAirline" | "airlineSpecific" | "fixedDeparture";

const KINDS: { kind: Kind; path: string; deletePath: string; list: typeof listDefault; save: typeof saveDefault; remove: typeof deleteDefault; extra: Record<string, unknown> }[] = [
  { kind: "defaultAirline", path: "/api/markupDiscount/defaultAirlineMarkup", deletePath: "/api/markupDiscount/deleteDefaultAirlineMarkup", list: listDefault, save: saveDefault, remove: deleteDefault, extra: {} },
  {
    kind: "airlineSpecific",
    path: "/api/markupDiscount/airlineSpecificMarkupForWl",
    deletePath: "/api/markupDiscount/deleteAirlineSpecificMarkupForWl",
    list: listSpecific,
    save: saveSpecific,
    remove: deleteSpecific,
    extra: { airlineCode: "6E" },
  },
  { kind: "fixedDeparture", path: "/api/markupDiscount/fixedDepartureMarkup", deletePath: "/api/markupDiscount/deleteFixedDepartureMarkupForWl", list: listFixed, save: saveFixed, remove: deleteFixed, extra: {} },
];

/** A rule of another kind than `kind`, to check that ids of other kinds are "not found". */
const otherKind = (kind: Kind): Kind => (kind === "fixedDeparture" ? "defaultAirline" : "fixedDeparture");

describe.each(KINDS)("$kind markups", ({ kind, path, deletePath, list, save, remove, extra }) => {
  const seedRule = (siteId: number, groupId: number, value = 5000, ruleKind: Kind = kind) =>
    seedMarkupRule(systemDb, { siteId, groupId, kind: ruleKind, value, airlineCode: ruleKind === "airlineSpecific" ? "AI" : null });

  describe(`POST ${path}`, () => {
    it("creates a rule (no markupId), storing paise and basis points and answering major units", async () => {
      const w = await createMarkupWorld();
      const body = { ...flatRule(w.group.id, extra), journeyType: 2, discountValueType: "percent", discountValue: 12.5 };
      const res = await as(w, "admin")(save, path, { body });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        groupId: w.group.id,
        kind,
        airlineCode: kind === "airlineSpecific" ? "6E" : null,
        valueType: "flat",
        value: 199.99,
        basis: "perPassenger",
        sector: "both",
        journeyType: 2,
        discountValueType: "percent",
        discountValue: 12.5,
        message: "Setting saved successfully",
      });
      const row = await findRule(res.body.data.markupId);
      expect(row).toMatchObject({ siteId: w.site.id, groupId: w.group.id, kind, value: 19999, discountValue: 1250, journeyType: 2 });
    });

    it("updates a rule by markupId: toggling Add to Update changes the same row", async () => {
      const w = await createMarkupWorld();
      const rule = await seedRule(w.site.id, w.group.id);
      const res = await as(w, "admin")(save, path, { body: { markupId: rule.id, ...flatRule(w.group.id, extra), valueType: "percent", value: 7.25, sector: "international", basis: "perSegment" } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ markupId: rule.id, valueType: "percent", value: 7.25, sector: "international", basis: "perSegment", journeyType: null, discountValueType: null, discountValue: 0 });
      expect(await findRule(rule.id)).toMatchObject({ valueType: "percent", value: 725, sector: "international", basis: "perSegment" });
      expect(await systemDb.select().from(markupRules).where(eq(markupRules.groupId, w.group.id))).toHaveLength(1);
    });

    it("rejects invalid bodies with 400 and field errors", async () => {
      const w = await createMarkupWorld();
      const send = (body: unknown) => as(w, "admin")(save, path, { body });
      const threeDecimals = await send({ ...flatRule(w.group.id, extra), value: 1.005 });
      expect(threeDecimals.status).toBe(400);
      expect(threeDecimals.body.shortError).toEqual({ value: "Use at most 2 decimal places" });
      const missing = await send({ groupId: w.group.id, ...extra });
      expect(missing.status).toBe(400);
      expect(missing.body.shortError).toMatchObject({ valueType: "This is required field.", value: "This is required field.", basis: "This is required field.", sector: "This is required field." });
      const tooMuch = await send({ ...flatRule(w.group.id, extra), valueType: "percent", value: 100.01 });
      expect(tooMuch.body.shortError).toEqual({ value: "A percentage must be at most 100" });
      const negative = await send({ ...flatRule(w.group.id, extra), value: -1 });
      expect(negative.body.shortError).toEqual({ value: "Must not be negative" });
      const badEnum = await send({ ...flatRule(w.group.id, extra), basis: "perKilo", journeyType: 4 });
      expect(Object.keys(badEnum.body.shortError).sort()).toEqual(["basis", "journeyType"]);
      const discountWithoutType = await send({ ...flatRule(w.group.id, extra), discountValue: 10 });
      expect(discountWithoutType.body.shortError).toEqual({ discountValueType: "This is required field." });
      const unknownField = await send({ ...flatRule(w.group.id, extra), colour: "red" });
      expect(unknownField.body.shortError).toEqual({ colour: "Unknown field" });
      if (kind === "airlineSpecific") {
        const noAirline = await send(flatRule(w.group.id));
        expect(noAirline.body.shortError).toEqual({ airlineCode: "This is required field." });
        const unknownAirline = await send(flatRule(w.group.id, { airlineCode: "zz" }));
        expect(unknownAirline.status).toBe(400);
        expect(unknownAirline.body.shortError).toEqual({ airlineCode: "Unknown airline code" });
        const badShape = await send(flatRule(w.group.id, { airlineCode: "AIR" }));
        expect(badShape.body.shortError).toEqual({ airlineCode: "Enter the airline's 2-character IATA code" });
      } else {
        const airline = await send(flatRule(w.group.id, { airlineCode: "AI" }));
        expect(airline.body.shortError).toEqual({ airlineCode: "Unknown field" });
      }
      expect(await systemDb.select().from(markupRules).where(eq(markupRules.siteId, w.site.id))).toHaveLength(0);
    });

    it("refuses staff without the edit permission, agents and anonymous callers", async () => {
      const w = await createMarkupWorld();
      const body = flatRule(w.group.id, extra);
      expect((await as(w, "staff")(save, path, { body })).status).toBe(403);
      await expectStaffOnly(w, save, path, { body });
      expect(await systemDb.select().from(markupRules).where(eq(markupRules.siteId, w.site.id))).toHaveLength(0);
    });

    it("answers 404 for another site's group, another site's rule or a rule of another kind, changing nothing", async () => {
      const w = await createMarkupWorld();
      const other = await createMarkupWorld();
      const foreignGroup = await as(w, "admin")(save, path, { body: flatRule(other.group.id, extra) });
      expect(foreignGroup.status).toBe(404);
      expect(foreignGroup.body.errorMessage).toBe("Group not found");
      const foreignRule = await seedRule(other.site.id, other.group.id);
      const hijack = await as(w, "admin")(save, path, { body: { markupId: foreignRule.id, ...flatRule(w.group.id, extra) } });
      expect(hijack.status).toBe(404);
      expect(hijack.body.errorMessage).toBe("Markup not found");
      expect(await findRule(foreignRule.id)).toMatchObject({ siteId: other.site.id, groupId: other.group.id, value: 5000 });
      const otherKindRule = await seedRule(w.site.id, w.group.id, 5000, otherKind(kind));
      const wrongKind = await as(w, "admin")(save, path, { body: { markupId: otherKindRule.id, ...flatRule(w.group.id, extra) } });
      expect(wrongKind.status).toBe(404);
      expect((await findRule(otherKindRule.id)).value).toBe(5000);
      expect(await systemDb.select().from(markupRules).where(eq(markupRules.siteId, w.site.id))).toHaveLength(1);
    });
  });

  describe(`GET ${path}`, () => {
    it("lists the group's rules of this kind, newest first; without groupId, the default group's", async () => {
      const w = await createMarkupWorld();
      const gold = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Gold" });
      const older = await seedRule(w.site.id, w.group.id, 1000);
      const newer = await seedRule(w.site.id, w.group.id, 2050);
      await seedRule(w.site.id, gold.id, 3000);
      await seedRule(w.site.id, w.group.id, 4000, otherKind(kind));
      const res = await as(w, "staff")(list, path, { query: { groupId: String(w.group.id) } });
      expect(res.status).toBe(200);
      expect(res.body.data.groupId).toBe(w.group.id);
      expect(res.body.data.result.map((r: { markupId: number }) => r.markupId)).toEqual([newer.id, older.id]);
      expect(res.body.data.result[0]).toMatchObject({ value: 20.5, valueType: "flat", kind });
      const byDefault = await as(w, "staff")(list, path);
      expect(byDefault.body.data.groupId).toBe(w.group.id);
      expect(byDefault.body.data.result).toHaveLength(2);
      const goldList = await as(w, "staff")(list, path, { query: { groupId: String(gold.id) } });
      expect(goldList.body.data.result.map((r: { value: number }) => r.value)).toEqual([30]);
    });

    it("answers an empty list when the site has no default group and none is named", async () => {
      const w = await createMarkupWorld({ withGroup: false });
      const res = await as(w, "staff")(list, path);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ groupId: null, result: [] });
    });

    it("validates groupId (400) and refuses agents and anonymous callers", async () => {
      const w = await createMarkupWorld();
      const bad = await as(w, "staff")(list, path, { query: { groupId: "x" } });
      expect(bad.status).toBe(400);
      expect(bad.body.shortError).toHaveProperty("groupId");
      await expectStaffOnly(w, list, path, { query: { groupId: String(w.group.id) } });
    });

    it("answers 404 for another site's group", async () => {
      const w = await createMarkupWorld();
      const other = await createMarkupWorld();
      await seedRule(other.site.id, other.group.id);
      const res = await as(w, "staff")(list, path, { query: { groupId: String(other.group.id) } });
      expect(res.status).toBe(404);
      expect(res.body.data).toBeUndefined();
    });
  });

  describe(`POST ${deletePath}`, () => {
    it("deletes the rule", async () => {
      const w = await createMarkupWorld();
      const rule = await seedRule(w.site.id, w.group.id);
      const res = await as(w, "admin")(remove, deletePath, { body: { markupId: rule.id } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ markupId: rule.id, message: "Markup deleted successfully" });
      expect(await findRule(rule.id)).toBeUndefined();
      const again = await as(w, "admin")(remove, deletePath, { body: { markupId: rule.id } });
      expect(again.status).toBe(404);
    });

    it("validates markupId (400) and refuses staff without the delete permission, agents and anonymous callers", async () => {
      const w = await createMarkupWorld();
      const rule = await seedRule(w.site.id, w.group.id);
      const bad = await as(w, "admin")(remove, deletePath, { body: {} });
      expect(bad.status).toBe(400);
      expect(bad.body.shortError).toEqual({ markupId: "This is required field." });
      expect((await as(w, "staff")(remove, deletePath, { body: { markupId: rule.id } })).status).toBe(403);
      await expectStaffOnly(w, remove, deletePath, { body: { markupId: rule.id } });
      expect(await findRule(rule.id)).toBeDefined();
    });

    it("answers 404 for another site's rule or a rule of another kind, and leaves them in place", async () => {
      const w = await createMarkupWorld();
      const other = await createMarkupWorld();
      const foreign = await seedRule(other.site.id, other.group.id);
      expect((await as(w, "admin")(remove, deletePath, { body: { markupId: foreign.id } })).status).toBe(404);
      expect(await findRule(foreign.id)).toBeDefined();
      const wrongKind = await seedRule(w.site.id, w.group.id, 100, otherKind(kind));
      expect((await as(w, "admin")(remove, deletePath, { body: { markupId: wrongKind.id } })).status).toBe(404);
      expect(await findRule(wrongKind.id)).toBeDefined();
    });
  });
});

describe("amounts round-trip exactly", () => {
  it.each([
    ["percent", 12.5, 1250],
    ["percent", 0.01, 1],
    ["percent", 100, 10000],
    ["flat", 199.99, 19999],
    ["flat", 0.1, 10],
    ["flat", 1234567.89, 123456789],
    ["flat", 0, 0],
  ] as const)("%s %p is stored as %p and answered unchanged", async (valueType, value, stored) => {
    const w = await createMarkupWorld();
    const res = await as(w, "admin")(saveDefault, "/api/markupDiscount/defaultAirlineMarkup", { body: { ...flatRule(w.group.id), valueType, value, discountValueType: valueType, discountValue: value } });
    expect(res.status).toBe(200);
    expect(res.body.data.value).toBe(value);
    expect(res.body.data.discountValue).toBe(value);
    expect(await findRule(res.body.data.markupId)).toMatchObject({ value: stored, discountValue: stored });
    const listed = await as(w, "staff")(listDefault, "/api/markupDiscount/defaultAirlineMarkup", { query: { groupId: String(w.group.id) } });
    expect(listed.body.data.result[0]).toMatchObject({ value, discountValue: value });
  });

  it.each([1.005, 12.345, 0.001, 1e-7, Number.MAX_SAFE_INTEGER])("rejects %p with 400", async (value) => {
    const w = await createMarkupWorld();
    const res = await as(w, "admin")(saveDefault, "/api/markupDiscount/defaultAirlineMarkup", { body: { ...flatRule(w.group.id), value } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toHaveProperty("value");
  });
});
