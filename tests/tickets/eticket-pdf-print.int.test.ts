import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { sites } from "@/db/schema/sites";
import { GET as pdfRoute } from "@/app/api/eTicket/pdf/route";
import { countColourPixels, pdfImages } from "../helpers/pdf-pixels";
import { pdfFonts, pdfLayoutText, pdfText, pdfWords } from "../helpers/pdf-text";
import { createETicketWorld, insertETicketBooking, type ETicketWorld } from "./eticket-world";

/*
 * The e-ticket PDF as a passenger prints it (issue 24), read back by poppler: embedded fonts (the
 * rupee sign, names in any script), terminals, meals, the total's currency, the status word the
 * ticket queue shows, the site's brand colour and logo.
 */

const BRAND = "#0e7c3a";
const OLD_FIXED_BLUE = "#0f4c81";
const VEG_MEAL = { code: "VGML", description: "Veg meal", quantity: 1, price: 25_000, currency: "INR", origin: "BOM", destination: "DEL", airlineCode: "6E", flightNumber: "2134", wayType: 1 };

let w: ETicketWorld;
let pdf: Buffer;
beforeAll(async () => {
  w = await createETicketWorld();
  await systemDb.update(sites).set({ primaryColor: BRAND, logoUrl: "/brand/acme-holidays.svg" }).where(eq(sites.id, w.site.id));
  // Suppliers send terminals both ways: "1" (the fixture's first segment) and "T1" (set on the second).
  const booking = await insertETicketBooking(w.site.id, w.agent.id, { firstName: "محمد", lastName: "Khan" });
  const legs = booking.segments as Record<string, unknown>[][];
  legs[0][1] = { ...legs[0][1], originTerminal: "T1", destinationTerminal: "T3" };
  const ssr = booking.ssr as { baggage: unknown[]; meals: unknown[] }[];
  ssr[1].meals = [VEG_MEAL];
  await systemDb.update(flightBookings).set({ segments: legs, ssr }).where(eq(flightBookings.id, booking.id));
  const res = await pdfRoute(new NextRequest(`http://${w.site.domain}/api/eTicket/pdf?bookingId=${booking.id}`, { headers: { host: w.site.domain, "auth-token": w.agentToken } }), { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  pdf = Buffer.from(await res.arrayBuffer());
}, 60_000);
afterAll(() => closeDb());

describe("the e-ticket PDF, read back with poppler", () => {
  it("embeds every font it uses (pdffonts: emb yes, subset), none of them the standard Helvetica", () => {
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.every((f) => f.subset && f.unicode)).toBe(true);
    expect(fonts.map((f) => f.name).join(" ")).not.toMatch(/Helvetica/i);
    expect(pdf.length).toBeLessThan(200_000);
  });

  it("prints the rupee sign and the total with its currency", () => {
    const text = pdfText(pdf);
    expect(text).toContain("₹4,000.00");
    // 4,000 base + 1,000 taxes + 300 extra baggage + 250 meal.
    expect(pdfLayoutText(pdf)).toMatch(/Total \(INR\) +₹5,550\.00\n/);
    expect(text).not.toContain("¹");
  });

  it("prints each terminal once: T1, T2, T3, never TT1", () => {
    const words = pdfWords(pdf);
    expect(words).toContain("08:00 Sun, 20 Dec T1");
    expect(words).toContain("10:10 Sun, 20 Dec T2");
    expect(words).toContain("12:00 Sun, 20 Dec T1");
    expect(words).toContain("14:45 Sun, 20 Dec T3");
    expect(words).not.toMatch(/TT\d/);
  });

  it("shows each passenger's meals per segment, as the e-ticket page does", () => {
    expect(pdfWords(pdf)).toContain("BOM-DEL meal: Veg meal");
  });

  it("says the status in the ticket queue's words (Ticketed), not the stored value", () => {
    const text = pdfLayoutText(pdf);
    expect(text).toMatch(/Status +Ticketed\n/);
    expect(text).not.toMatch(/\bticketed\b/);
  });

  it("prints a passenger named in Arabic script as written", () => {
    expect(pdfText(pdf)).toContain("محمد");
  });

  it("wears the site's brand colour and logo, not a fixed blue", () => {
    const pixels = countColourPixels(pdf, [BRAND, OLD_FIXED_BLUE], { dpi: 100, tolerance: 20 });
    expect(pixels[BRAND]).toBeGreaterThan(50);
    expect(pixels[OLD_FIXED_BLUE]).toBe(0);
    // The logo (the site's SVG, drawn as an image) beside the barcodes: one PDF417 per passenger and segment (the Arabic name has none: BCBP names are Latin).
    const images = pdfImages(pdf);
    expect(images.filter((i) => i.width === i.height).length).toBe(1);
  });
});
