import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { visaCategories, visaCategoryVersions, visaChecklists, visaChecklistVersions } from "@/db/schema/visas";
import { GET as getChecklist } from "@/app/api/visa/getVisaChecklist/route";
import { GET as listCategories } from "@/app/api/visa/listVisaCategories/route";
import { POST as saveCategory } from "@/app/api/visa/saveVisaCategory/route";
import { GET as listChecklists } from "@/app/api/visa/listVisaChecklists/route";
import { POST as saveChecklist } from "@/app/api/visa/saveVisaChecklist/route";
import { GET as listVersions } from "@/app/api/visa/getVisaChecklistVersions/route";
import { GET as listCategoryVersions } from "@/app/api/visa/getVisaCategoryVersions/route";
import { as, createVisasWorld, expectStaffOnly, type VisasWorld } from "./visas-world";

afterAll(() => closeDb());

let w: VisasWorld;
beforeAll(async () => {
  w = await createVisasWorld();
});

describe("GET /api/visa/listVisaCategories", () => {
  it("lists the site's categories by country with checklist counts; staff only", async () => {
    const res = await as(w, "staff")(listCategories, "/api/visa/listVisaCategories", { query: { countryCode: "th" } });
    expect(res.status).toBe(200);
    expect(res.body.data.result.map((c: { visaCategory: string; checklistCount: number }) => [c.visaCategory, c.checklistCount])).toEqual([
      ["Tourist visa", 1],
      ["Visa on arrival", 1],
    ]);
    const all = await as(w, "staff")(listCategories, "/api/visa/listVisaCategories");
    expect(all.body.data.result.map((c: { countryName: string }) => c.countryName)).toEqual([
      "Singapore",
      "Thailand",
      "Thailand",
      "United Arab Emirates",
      "United Arab Emirates",
      "United Arab Emirates",
      "United Kingdom",
    ]);
    await expectStaffOnly(w, listCategories, "/api/visa/listVisaCategories");
  });
});

describe("POST /api/visa/saveVisaCategory", () => {
  it("creates a category for a destination and renames it; duplicates and unknown countries are refused", async () => {
    const created = await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { countryCode: "jp", visaCategory: "Tourist visa", description: "Single entry, 90 days" } });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual(
      expect.objectContaining({ visaCategory: "Tourist visa", countryCode: "JP", countryName: "Japan", countrySlug: "japan", checklistCount: 0, message: "Visa category saved" }),
    );
    const categoryId = created.body.data._id;
    const renamed = await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { categoryId, countryCode: "JP", visaCategory: "Tourist visa (e-visa)" } });
    expect(renamed.body.data.visaCategory).toBe("Tourist visa (e-visa)");
    const dup = await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { countryCode: "JP", visaCategory: "tourist VISA (e-visa)" } });
    expect(dup.status).toBe(409);
    expect(dup.body.shortError).toEqual({ visaCategory: "This country already has a category with this name" });
    const unknown = await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { countryCode: "ZZ", visaCategory: "Any" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.shortError).toEqual({ countryCode: "Choose a country from the list" });
    const missing = await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ countryCode: "This is required field.", visaCategory: "This is required field." });
  });

  it("another site's category is 404 and unchanged; agents 403, anonymous 401", async () => {
    const otherId = w.otherCategories["Tourist e-visa"];
    const res = await as(w, "admin")(saveCategory, "/api/visa/saveVisaCategory", { body: { categoryId: otherId, countryCode: "SG", visaCategory: "Hijacked" } });
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe("Visa category not found");
    const [row] = await systemDb.select({ name: visaCategories.visaCategory }).from(visaCategories).where(eq(visaCategories.id, otherId));
    expect(row.name).toBe("Tourist e-visa");
    await expectStaffOnly(w, saveCategory, "/api/visa/saveVisaCategory", { body: { countryCode: "JP", visaCategory: "Agent visa" } });
  });
});

describe("GET /api/visa/getVisaCategoryVersions: every change of a category keeps what it replaced", () => {
  it("records creation, a rename and a new summary, newest first, with who made them; saving the same fields again writes nothing", async () => {
    const created = await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { countryCode: "NP", visaCategory: "Tourist visa", description: "15 days" } });
    const categoryId = created.body.data._id;
    await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { categoryId, countryCode: "NP", visaCategory: "Tourist visa on arrival", description: "15 days" } });
    await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { categoryId, countryCode: "NP", visaCategory: "Tourist visa on arrival", description: "15, 30 or 90 days" } });
    const again = await as(w, "staff")(saveCategory, "/api/visa/saveVisaCategory", { body: { categoryId, countryCode: "NP", visaCategory: "Tourist visa on arrival", description: "15, 30 or 90 days" } });
    expect(again.status).toBe(200);
    expect(again.body.data.visaCategory).toBe("Tourist visa on arrival");

    const res = await as(w, "staff")(listCategoryVersions, "/api/visa/getVisaCategoryVersions", { query: { categoryId: String(categoryId) } });
    expect(res.status).toBe(200);
    const versions = res.body.data.result as { version: number; previous: { visaCategory: string; description: string } | null; saved: { visaCategory: string; description: string; countryName: string }; changedBy: string | null }[];
    expect(versions.map((v) => [v.version, v.previous?.visaCategory ?? null, v.saved.visaCategory, v.saved.description])).toEqual([
      [3, "Tourist visa on arrival", "Tourist visa on arrival", "15, 30 or 90 days"],
      [2, "Tourist visa", "Tourist visa on arrival", "15 days"],
      [1, null, "Tourist visa", "15 days"],
    ]);
    expect(versions[2].saved.countryName).toBe("Nepal");
    expect(versions[0].previous?.description).toBe("15 days");
    expect(versions.every((v) => v.changedBy !== null)).toBe(true);
    const [row] = await systemDb.select({ version: visaCategories.version }).from(visaCategories).where(eq(visaCategories.id, categoryId));
    expect(row.version).toBe(3);
    const rows = await systemDb.select().from(visaCategoryVersions).where(eq(visaCategoryVersions.categoryId, categoryId));
    expect(rows).toHaveLength(3);
  });

  it("another site's category is 404; agents 403, anonymous 401", async () => {
    const other = await as(w, "staff")(listCategoryVersions, "/api/visa/getVisaCategoryVersions", { query: { categoryId: String(w.otherCategories["Tourist e-visa"]) } });
    expect(other.status).toBe(404);
    expect(other.body.errorMessage).toBe("Visa category not found");
    await expectStaffOnly(w, listCategoryVersions, "/api/visa/getVisaCategoryVersions", { query: { categoryId: String(w.categories["Tourist e-visa"]) } });
  });
});

describe("POST /api/visa/saveVisaChecklist and the versions", () => {
  it("creates a nationality's checklist, keeps every previous version, and the public endpoint serves the latest", async () => {
    const categoryId = w.categories["Tourist e-visa"];
    const first = await as(w, "staff")(saveChecklist, "/api/visa/saveVisaChecklist", { body: { categoryId, nationalityCode: "gb", html: "<p>Version one</p>" } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      checklistId: expect.any(Number),
      nationality: { _id: "GB", countryCode: "GB", countryName: "United Kingdom" },
      html: "<p>Version one</p>",
      version: 1,
      updatedAt: expect.any(String),
      updatedBy: `Sid ${w.staff.lastName}`,
      message: "Visa checklist saved",
    });
    const checklistId = first.body.data.checklistId;
    const second = await as(w, "admin")(saveChecklist, "/api/visa/saveVisaChecklist", { body: { categoryId, nationalityCode: "GB", html: "<p>Version two</p>" } });
    expect(second.body.data).toEqual(expect.objectContaining({ checklistId, version: 2, html: "<p>Version two</p>", updatedBy: `Vera ${w.admin.lastName}` }));
    // The same HTML again is no change and writes no version.
    const same = await as(w, "admin")(saveChecklist, "/api/visa/saveVisaChecklist", { body: { categoryId, nationalityCode: "GB", html: "<p>Version two</p>" } });
    expect(same.body.data.version).toBe(2);

    const versions = await as(w, "staff")(listVersions, "/api/visa/getVisaChecklistVersions", { query: { checklistId: String(checklistId) } });
    expect(versions.status).toBe(200);
    expect(versions.body.data.result).toEqual([
      { version: 2, html: "<p>Version two</p>", previousHtml: "<p>Version one</p>", changedAt: expect.any(String), changedBy: `Vera ${w.admin.lastName}` },
      { version: 1, html: "<p>Version one</p>", previousHtml: null, changedAt: expect.any(String), changedBy: `Sid ${w.staff.lastName}` },
    ]);
    const pub = await as(w, "anonymous")(getChecklist, "/api/visa/getVisaChecklist", { query: { categoryId: String(categoryId), nationalityCode: "GB" } });
    expect(pub.body.data.result.checklist).toBe("<p>Version two</p>");
    expect(pub.body.data.nationalities.map((n: { countryCode: string }) => n.countryCode)).toEqual(["IN", "GB"]);

    const list = await as(w, "staff")(listChecklists, "/api/visa/listVisaChecklists", { query: { categoryId: String(categoryId) } });
    expect(list.body.data.category.visaCategory).toBe("Tourist e-visa");
    expect(list.body.data.result.map((c: { nationality: { countryName: string }; version: number }) => [c.nationality.countryName, c.version])).toEqual([
      ["India", 1],
      ["United Kingdom", 2],
    ]);
  });

  it("validation: unknown nationality, empty or only-unsafe HTML, missing fields", async () => {
    const categoryId = w.categories["Tourist visa 60 days"];
    const save = (body: unknown) => as(w, "staff")(saveChecklist, "/api/visa/saveVisaChecklist", { body });
    const unknown = await save({ categoryId, nationalityCode: "ZZ", html: "<p>x</p>" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.shortError).toEqual({ nationalityCode: "Choose a country from the list" });
    const blank = await save({ categoryId, nationalityCode: "US", html: "<p><script>alert(1)</script></p><p>&nbsp;</p>" });
    expect(blank.status).toBe(400);
    expect(blank.body.shortError).toEqual({ html: "The checklist is empty (scripts and other unsafe content are removed)" });
    const missing = await save({});
    expect(missing.body.shortError).toEqual({ categoryId: "This is required field.", nationalityCode: "This is required field.", html: "This is required field." });
    const tooLong = await save({ categoryId, nationalityCode: "US", html: `<p>${"x".repeat(100_001)}</p>` });
    expect(tooLong.body.shortError).toEqual({ html: "Must be at most 100000 characters" });
    expect(await systemDb.select().from(visaChecklists).where(and(eq(visaChecklists.categoryId, categoryId), eq(visaChecklists.nationalityCode, "US")))).toEqual([]);
  });

  it("another site's category or checklist is 404 and nothing is written; agents 403, anonymous 401", async () => {
    const otherCategoryId = w.otherCategories["Tourist e-visa"];
    const cross = await as(w, "admin")(saveChecklist, "/api/visa/saveVisaChecklist", { body: { categoryId: otherCategoryId, nationalityCode: "IN", html: "<p>Hijacked</p>" } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Visa category not found");
    const [otherChecklist] = await systemDb.select().from(visaChecklists).where(eq(visaChecklists.categoryId, otherCategoryId));
    expect(otherChecklist.html).not.toContain("Hijacked");
    const versions = await as(w, "admin")(listVersions, "/api/visa/getVisaChecklistVersions", { query: { checklistId: String(otherChecklist.id) } });
    expect(versions.status).toBe(404);
    expect(versions.body.errorMessage).toBe("Visa checklist not found");
    const list = await as(w, "admin")(listChecklists, "/api/visa/listVisaChecklists", { query: { categoryId: String(otherCategoryId) } });
    expect(list.status).toBe(404);
    expect(await systemDb.select().from(visaChecklistVersions).where(eq(visaChecklistVersions.checklistId, otherChecklist.id))).toHaveLength(1);
    const body = { categoryId: w.categories["Tourist e-visa"], nationalityCode: "IN", html: "<p>Agent</p>" };
    await expectStaffOnly(w, saveChecklist, "/api/visa/saveVisaChecklist", { body });
    await expectStaffOnly(w, listChecklists, "/api/visa/listVisaChecklists", { query: { categoryId: String(body.categoryId) } });
    await expectStaffOnly(w, listVersions, "/api/visa/getVisaChecklistVersions", { query: { checklistId: String(otherChecklist.id) } });
  });
});
