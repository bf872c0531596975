import { eq } from "drizzle-orm";
import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { emailOutbox } from "@/db/schema/tickets";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { POST as sendKart } from "@/app/api/kart/sendKart/route";
import { GET as getPdf } from "@/app/api/kart/getQuotationPdf/route";
import { buildQuotationModel } from "@/server/dmc-quotes/quotation-document";
import { execFileSync } from "node:child_process";
import { pdfFonts, pdfText, renderModelPdf } from "../helpers/pdf-text";
import { callRaw } from "../dmc-vouchers/vouchers-world";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

afterAll(() => closeDb());

let w: QuotesWorld;
const ids: Record<string, number> = {};
beforeAll(async () => {
  w = await createQuotesWorld();
  for (const priceBreakup of ["full", "partial", "none", "noprice"]) {
    ids[priceBreakup] = (await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, { priceBreakup }) })).body.data.id;
  }
});

const readBack = async (mode: string) => {
  const { model } = await buildQuotationModel(createSiteDb(w.site.id), ids[mode]);
  return pdfText(renderModelPdf(model));
};

describe("the quotation PDF, read back per price-breakup mode", () => {
  it("full: every line priced, section subtotals, charges, the total, the locked rate and the terms", async () => {
    const text = await readBack("full");
    expect(text).toContain(`Quotation QT-${String(ids.full).padStart(6, "0")} (version 1)`);
    for (const s of ["Marina Bay Hotel, Deluxe", "USD 272.30", "Burj Khalifa At the Top", "USD 120.50", "Desert Safari", "USD 90.00", "SIM card", "USD 15.00", "EK 501 BOM-DXB", "Activities subtotal", "USD 210.50", "Service charge", "USD 20.00", "- USD 10.00", "Total", "USD 512.80", "Converted at 1 AED = 0.2723 USD", "Terms and conditions"]) {
      expect(text).toContain(s);
    }
  });

  it("partial: prices per section, not per line", async () => {
    const text = await readBack("partial");
    expect(text).toContain("Burj Khalifa At the Top");
    expect(text).not.toContain("USD 120.50");
    expect(text).toContain("Activities subtotal");
    expect(text).toContain("USD 210.50");
    expect(text).toContain("USD 512.80");
  });

  it("none: the total only", async () => {
    const text = await readBack("none");
    expect(text).toContain("Desert Safari");
    expect(text).not.toMatch(/subtotal|USD 120\.50|USD 210\.50|Service charge/);
    expect(text).toContain("USD 512.80");
  });

  it("noprice: no prices at all", async () => {
    const text = await readBack("noprice");
    expect(text).toContain("Desert Safari");
    expect(text).not.toMatch(/USD \d/);
    expect(text).toContain("Terms and conditions");
  });

  it("agent branding puts the customer's company on the document instead of the site's", async () => {
    await systemDb.update(dmcItineraries).set({ isAgentBranding: true }).where(eq(dmcItineraries.id, ids.full));
    const { model } = await buildQuotationModel(createSiteDb(w.site.id), ids.full);
    expect(model.brandName).toBe(`Agency ${w.site.id}`);
    expect(pdfText(renderModelPdf(model))).toContain(`Agency ${w.site.id}`);
  });

  it("names the guests as written, in Arabic, Devanagari and Chinese, with embedded fonts only (pdftotext, pdffonts)", async () => {
    const passengers = [
      { title: "Mr", firstName: "محمد", lastName: "", paxType: 1 },
      { title: "Mrs", firstName: "अनीता", lastName: "", paxType: 1 },
      { title: "", firstName: "王伟", lastName: "", dateOfBirth: "2018-04-02", paxType: 2 },
    ];
    const saved = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, { passengers }) });
    expect(saved.status).toBe(200);
    const res = await callRaw(getPdf, "/api/kart/getQuotationPdf", { host: w.site.domain, token: w.staffToken, query: { id: String(saved.body.data.id) } });
    expect(res.status).toBe(200);
    const pdf = res.bytes;
    const text = pdfText(pdf);
    for (const name of ["محمد", "अनीता", "王伟"]) expect(text).toContain(name);
    const fonts = pdfFonts(pdf);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.map((f) => f.name).join(" ")).not.toMatch(/Helvetica/i);
    // Each script from its own Noto font, subset: the 10 MB Chinese font adds a few KB.
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual(expect.arrayContaining(["NotoSans-Regular", "NotoSansArabic-Regular", "NotoSansSC-Regular"]));
    expect(fonts.every((f) => f.subset)).toBe(true);
    expect(pdf.length).toBeLessThan(150_000);
  });

  it("GET kart/getQuotationPdf answers the PDF of the quotation", async () => {
    const res = await as(w, "staff")(getPdf, "/api/kart/getQuotationPdf", { query: { id: String(ids.none) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="QT-${String(ids.none).padStart(6, "0")}-v1.pdf"`);
    expect(String(res.body).startsWith("%PDF-")).toBe(true);
  });

  it("GET kart/getQuotationPdf: another site's quotation 404, agents 403, anonymous 401", async () => {
    const other = await as(w, "otherStaff")(getPdf, "/api/kart/getQuotationPdf", { query: { id: String(ids.full) } });
    expect([other.status, other.body.errorMessage]).toEqual([404, "Itinerary not found"]);
    expect((await as(w, "agent")(getPdf, "/api/kart/getQuotationPdf", { query: { id: String(ids.full) } })).status).toBe(403);
    expect((await as(w, "anonymous")(getPdf, "/api/kart/getQuotationPdf", { query: { id: String(ids.full) } })).status).toBe(401);
  });
});

describe("POST /api/kart/sendKart", () => {
  it("emails the quotation through the outbox in its mode and marks the version sent; the next save is version 2", async () => {
    const res = await as(w, "staff")(sendKart, "/api/kart/sendKart", { body: { id: ids.partial } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: "Quotation sent", to: w.agent.email, version: 1 });
    const [mail] = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.id, res.body.data.emailId));
    expect(mail.toAddress).toBe(w.agent.email);
    expect(mail.textBody).toContain("Activities subtotal: USD 210.50");
    expect(mail.textBody).toContain("Total: USD 512.80");
    expect(mail.textBody).not.toContain("USD 120.50");
    const next = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, { id: ids.partial, priceBreakup: "partial", discount: 12 }) });
    expect(next.body.data.version).toBe(2);
    expect(next.body.data.versions[0].changes).toEqual(["discount: 10 → 12", "totalPrice: 512.8 → 510.8"]);
  });

  it("answers 404 for another site's quotation, 403 to an agent, 400 for a bad address", async () => {
    expect((await as(w, "otherStaff")(sendKart, "/api/kart/sendKart", { body: { id: ids.full } })).status).toBe(404);
    expect((await as(w, "agent")(sendKart, "/api/kart/sendKart", { body: { id: ids.full } })).status).toBe(403);
    const bad = await as(w, "staff")(sendKart, "/api/kart/sendKart", { body: { id: ids.full, to: "nope" } });
    expect([bad.status, bad.body.errorMessage]).toEqual([400, "to: Please enter a valid email"]);
  });

  it("keeps a long day-plan line inside the page: it wraps, no word past the right margin (pdftotext -bbox)", async () => {
    const { model } = await buildQuotationModel(createSiteDb(w.site.id), ids.full);
    const long = "Pickup from Deira Creek Inn to Burj Khalifa At the Top: At the Top, non-prime hours (Shared), for At the Top, non-prime hours, with a guide who meets the party in the lobby";
    const pdf = renderModelPdf({ ...model, days: [{ title: "Day 1: Sun, 29 Nov 2026", items: [{ time: "12:15", text: long }, { time: null, text: long }] }] });
    const html = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", "-", "-"], { input: pdf }).toString("utf8");
    const pageWidth = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
    const words = [...html.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({ xMax: Number(m[1]), text: m[2] }));
    expect(words.some((x) => x.text === "lobby")).toBe(true);
    expect(words.filter((x) => x.xMax > pageWidth - 32 + 0.5).map((x) => x.text)).toEqual([]);
  });
});
