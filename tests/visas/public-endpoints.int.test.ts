import { closeDb } from "@/db/client";
import { GET as getCategory } from "@/app/api/visa/getVisaCategory/route";
import { GET as getChecklist } from "@/app/api/visa/getVisaChecklist/route";
import { as, createVisasWorld, type VisasWorld } from "./visas-world";

afterAll(() => closeDb());

const CAT = "/api/visa/getVisaCategory";
const LIST = "/api/visa/getVisaChecklist";
let w: VisasWorld;
beforeAll(async () => {
  w = await createVisasWorld();
});

describe("GET /api/visa/getVisaCategory", () => {
  it("lists the site's categories for a country by name or slug, any case, in the spec's shape", async () => {
    const res = await as(w, "anonymous")(getCategory, CAT, { query: { countryName: "United Arab Emirates" } });
    expect(res.status).toBe(200);
    expect(res.body.data.country).toEqual({ countryCode: "AE", countryName: "United Arab Emirates", countrySlug: "united-arab-emirates" });
    expect(res.body.data.result.map((c: { visaCategory: string }) => c.visaCategory)).toEqual(["Tourist visa 30 days", "Tourist visa 60 days", "Transit visa 48 hours"]);
    expect(res.body.data.result[0]).toEqual({
      _id: w.categories["Tourist visa 30 days"],
      visaCategory: "Tourist visa 30 days",
      description: expect.any(String),
      countryCode: "AE",
      countryName: "United Arab Emirates",
      countrySlug: "united-arab-emirates",
    });
    const slug = await as(w, "anonymous")(getCategory, CAT, { query: { countryName: "united-kingdom" } });
    expect(slug.body.data.result.map((c: { visaCategory: string }) => c.visaCategory)).toEqual(["Standard Visitor visa"]);
    const upper = await as(w, "anonymous")(getCategory, CAT, { query: { countryName: "SINGAPORE" } });
    expect(upper.body.data.result).toHaveLength(1);
  });

  it("a known country without categories is an empty list; an unknown one 'Could not fetch visa categories'", async () => {
    const none = await as(w, "anonymous")(getCategory, CAT, { query: { countryName: "Japan" } });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ country: { countryCode: "JP", countryName: "Japan", countrySlug: "japan" }, result: [] });
    const unknown = await as(w, "anonymous")(getCategory, CAT, { query: { countryName: "Atlantis" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe("Could not fetch visa categories");
    const missing = await as(w, "anonymous")(getCategory, CAT, { query: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ countryName: "This is required field." });
  });

  it("never lists another site's categories", async () => {
    const res = await as(w, "anonymous")(getCategory, CAT, { query: { countryName: "Thailand" } });
    const ids = res.body.data.result.map((c: { _id: number }) => c._id);
    expect(ids).toHaveLength(2);
    for (const id of Object.values(w.otherCategories)) expect(ids).not.toContain(id);
  });
});

describe("GET /api/visa/getVisaChecklist", () => {
  it("answers the checklist for Indian passport holders by default, with the nationalities it has", async () => {
    const categoryId = String(w.categories["Standard Visitor visa"]);
    const res = await as(w, "anonymous")(getChecklist, LIST, { query: { categoryId } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual({
      category: expect.objectContaining({ _id: Number(categoryId), visaCategory: "Standard Visitor visa", countryName: "United Kingdom" }),
      nationality: { _id: "IN", countryCode: "IN", countryName: "India" },
      checklist: expect.stringContaining("<li>Bank statements for the last 6 months</li>"),
      version: 1,
      updatedAt: expect.any(String),
    });
    expect(res.body.data.nationalities).toEqual([{ _id: "IN", countryCode: "IN", countryName: "India" }]);
    const lower = await as(w, "anonymous")(getChecklist, LIST, { query: { categoryId, nationalityCode: "in" } });
    expect(lower.body.data.result.nationality.countryCode).toBe("IN");
  });

  it("'No checklist found for this category' for a nationality without one", async () => {
    const res = await as(w, "anonymous")(getChecklist, LIST, { query: { categoryId: String(w.categories["Tourist e-visa"]), nationalityCode: "GB" } });
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe("No checklist found for this category");
  });

  it("'Could not fetch visa checklist' for another site's or an unknown category; validation on the query", async () => {
    const cross = await as(w, "anonymous")(getChecklist, LIST, { query: { categoryId: String(w.otherCategories["Tourist e-visa"]) } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Could not fetch visa checklist");
    const unknown = await as(w, "anonymous")(getChecklist, LIST, { query: { categoryId: "2147483000" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe("Could not fetch visa checklist");
    const missing = await as(w, "anonymous")(getChecklist, LIST, { query: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ categoryId: "This is required field." });
    const badNationality = await as(w, "anonymous")(getChecklist, LIST, { query: { categoryId: "1", nationalityCode: "IND" } });
    expect(badNationality.status).toBe(400);
    expect(badNationality.body.shortError).toEqual({ nationalityCode: "nationalityCode must be a two-letter country code" });
  });
});
