import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { closeDb, createSiteDb } from "@/db/client";
import { POST as uploadLogoRoute } from "@/app/api/user/uploadAgentLogo/route";
import { GET as getVoucherPdf } from "@/app/api/kart/getVoucherPdf/route";
import { GET as getQuotationPdf } from "@/app/api/kart/getQuotationPdf/route";
import { documentBrand } from "@/server/dmc-quotes/document-branding";
import { loadKart } from "@/server/dmc-quotes/load-kart";
import { call } from "../helpers/http";
import { pdfText } from "../helpers/pdf-text";
import { callRaw, createVouchersWorld, saveAs, vouchersBody } from "./vouchers-world";

const uploads = mkdtempSync(path.join(tmpdir(), "wayfare-uploads-"));
process.env.WAYFARE_UPLOADS_DIR = uploads;

afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

const images = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;

describe("agent branding on the documents: the agent's company and logo (users.taLogoUrl) instead of the site's", () => {
  it("quotation and vouchers carry the agency's name and its uploaded logo; without agent branding the site's name and no agent logo", async () => {
    const w = await createVouchersWorld();
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: { r: 10, g: 80, b: 160 } } }).png().toBuffer();
    const up = await call(uploadLogoRoute, "/api/user/uploadAgentLogo", { host: w.site.domain, token: w.agentToken, body: { image: png.toString("base64") } });
    expect(up.status).toBe(200);

    const branded = (await saveAs(w, vouchersBody(w, { isVouchered: true, isAgentBranding: true }))).body.data.id;
    const plain = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
    const db = createSiteDb(w.site.id);
    const brand = await documentBrand(db, await loadKart(db, branded));
    expect(brand.name).toBe(`Agency ${w.site.id}`);
    expect(brand.logoData).toMatch(/^data:image\/png;base64,/);
    expect((await documentBrand(db, await loadKart(db, plain))).logoData).toBeNull();

    const get = (handler: Parameters<typeof callRaw>[0], p: string, id: number) => callRaw(handler, p, { host: w.site.domain, token: w.staffToken, query: { id: String(id) } });
    const [quote, vouchers, plainVouchers] = [await get(getQuotationPdf, "/api/kart/getQuotationPdf", branded), await get(getVoucherPdf, "/api/kart/getVoucherPdf", branded), await get(getVoucherPdf, "/api/kart/getVoucherPdf", plain)];
    expect(pdfText(quote.bytes)).toContain(`Agency ${w.site.id}`);
    expect(pdfText(quote.bytes)).not.toContain(w.site.companyName);
    expect(images(quote.bytes)).toBeGreaterThanOrEqual(1);
    expect(pdfText(vouchers.bytes)).toContain(`Agency ${w.site.id}`);
    // Six QR codes, plus the logo (drawn once, reused on every page) only with agent branding.
    expect(images(vouchers.bytes)).toBe(images(plainVouchers.bytes) + 1);
    expect(pdfText(plainVouchers.bytes)).toContain(w.site.companyName);
    // Three documents, each rendered in a child process with embedded fonts (decision 0056).
  }, 60_000);
});
