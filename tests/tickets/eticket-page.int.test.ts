import { randomUUID } from "node:crypto";
import { closeDb } from "@/db/client";
import { toETicketSlug } from "@/lib/eticket-slug";
import type { SiteRecord } from "@/server/sites/find-site";
import { consumeAnonymousETicketView, ETICKET_VIEW_LIMIT } from "@/server/tickets/eticket/eticket-view-rate-limit";
import { getETicketPage, type ETicketPage, type GetETicketPageInput } from "@/server/tickets/eticket/get-eticket-page";
import { insertBooking } from "../helpers/ticket-fixtures";
import { createETicketWorld, insertETicketBooking, type ETicketWorld } from "./eticket-world";

let w: ETicketWorld;
beforeAll(async () => {
  w = await createETicketWorld();
});
afterAll(() => closeDb());

const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const open = (over: Partial<GetETicketPageInput> & { slug: string }) => getETicketPage({ site: w.site as SiteRecord, principal: null, ip: freshIp(), query: {}, ...over });
const ok = (page: ETicketPage) => {
  if (page.kind !== "ok") throw new Error(`expected the e-ticket, got ${page.kind}`);
  return page;
};

describe("the e-ticket page loader (slug, viewer, pax, hp, print)", () => {
  it("shows an anonymous visitor the ticket with the price left out and no buttons but Print", async () => {
    const page = ok(await open({ slug: toETicketSlug(w.booking.id, w.booking.pnr!) }));
    expect(page.view.pnr).toBe(w.booking.pnr);
    expect(page.view.company).toEqual({ companyName: "Skyline Travels", logoUrl: "/brand/skyline.svg", adminContact: "+91 22 4000 1234", adminEmail: "desk@skyline.test" });
    expect(page.view.issueDate).toBe("2026-11-02T06:30:00.000Z");
    expect(page.view.payment).toBeNull();
    expect(page.view.eTicketFare).toBeNull();
    expect(page.isPriceHidden).toBe(true);
    expect(page.viewer).toEqual({ isLoggedIn: false, canMarkup: false, canDiscount: false, canEmail: false });
    expect(page.view.passengers.map((p) => [p.name, p.ticketNumber])).toEqual([["Mr Asha Rao", "312-1000000001"], ["Mr Meera Rao", "312-1000000002"]]);
    expect(page.view.passengers[0].baggage).toEqual([{ sector: "BOM-DEL", allowance: "15 Kg + 10 Kg extra" }, { sector: "DEL-BLR", allowance: "15 Kg" }]);
  });

  it("draws one PDF417 barcode per passenger and segment, with BCBP content and alt text naming passenger and flight", async () => {
    const page = ok(await open({ slug: toETicketSlug(w.booking.id, w.booking.pnr!) }));
    const barcodes = page.view.passengers.flatMap((p) => p.barcodes);
    expect(barcodes).toHaveLength(4);
    expect(barcodes[0].content).toBe("M1RAO/ASHA            EAIRPN1 BOMDEL6E 2134 354Y         000");
    expect(barcodes[1].content).toBe("M1RAO/ASHA            EAIRPN2 DELBLR6E 0518 354Y         000");
    expect(barcodes[3].content.slice(2, 22)).toBe("RAO/MEERA           ");
    expect(barcodes[0].alt).toBe("Ticket barcode for Asha Rao, flight 6E 2134 BOM to DEL");
    expect(barcodes[0].imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(barcodes[0].imageUrl.split(",")[1], "base64").toString()).toMatch(/^<svg /);
  });

  it("caps a long passenger name at 20 characters in the barcode", async () => {
    const long = await insertETicketBooking(w.site.id, w.agent.id, { lastName: "Venkataramanasubramaniam", firstName: "Lakshmi" });
    const page = ok(await open({ slug: toETicketSlug(long.id, long.pnr!) }));
    const content = page.view.passengers[0].barcodes[0].content;
    expect(content.slice(0, 23)).toBe("M1VENKATARAMANASUBRAMAE");
    expect(content).toHaveLength(60);
  });

  it("shows the owner the price and the buttons their permissions allow; hp hides the price but keeps it for Show Price", async () => {
    const principal = await w.principalOf(w.agentToken);
    const page = ok(await open({ slug: toETicketSlug(w.booking.id, w.booking.pnr!), principal }));
    expect(page.viewer).toEqual({ isLoggedIn: true, canMarkup: true, canDiscount: true, canEmail: true });
    expect(page.isPriceHidden).toBe(false);
    expect(page.view.payment).toMatchObject({ baseFare: 4000, extras: 300 });
    expect(page.view.eTicketFare).not.toBeNull();
    const hidden = ok(await open({ slug: toETicketSlug(w.booking.id, w.booking.pnr!), principal, query: { hp: "1", print: "1" } }));
    expect(hidden.isPriceHidden).toBe(true);
    expect(hidden.isPrint).toBe(true);
    expect(hidden.view.payment).not.toBeNull();
  });

  it("treats a signed-in user who cannot see the booking in the app like anyone with the link", async () => {
    const page = ok(await open({ slug: toETicketSlug(w.booking.id, w.booking.pnr!), principal: await w.principalOf(w.strangerToken) }));
    expect(page.viewer.isLoggedIn).toBe(false);
    expect(page.view.payment).toBeNull();
  });

  it("shows one passenger and only their barcodes with pax; an index that does not exist is not found", async () => {
    const slug = toETicketSlug(w.booking.id, w.booking.pnr!);
    const page = ok(await open({ slug, query: { pax: "1" } }));
    expect(page.isSinglePax).toBe(true);
    expect(page.view.passengers.map((p) => p.name)).toEqual(["Mr Meera Rao"]);
    expect(page.view.passengers[0].barcodes.map((b) => b.content.slice(2, 22))).toEqual(["RAO/MEERA           ", "RAO/MEERA           "]);
    for (const pax of ["2", "-1", "x", "01x"]) expect((await open({ slug, query: { pax } })).kind).toBe("notFound");
  });

  it("answers not found for a changed PNR, a changed id, garbage, another site's booking or a booking without tickets", async () => {
    const { booking, otherBooking } = w;
    const held = await insertBooking({ siteId: w.site.id, userId: w.agent.id, status: "held", statusId: 1, pnr: "HLD123" });
    const slugs = [
      toETicketSlug(booking.id, "ZZZ999"),
      toETicketSlug(booking.id + 100_000, booking.pnr!),
      toETicketSlug(otherBooking.id, otherBooking.pnr!),
      toETicketSlug(held.id, "HLD123"),
      "not*base64!",
      Buffer.from("hello world").toString("base64"),
      Buffer.from(`${booking.id}___${booking.pnr}___x`).toString("base64"),
      "%E0%A4%A",
      "",
    ];
    for (const slug of slugs) expect({ slug, kind: (await open({ slug })).kind }).toEqual({ slug, kind: "notFound" });
    // The same booking through its own site is found.
    expect((await getETicketPage({ site: w.otherSite as SiteRecord, principal: null, ip: freshIp(), slug: toETicketSlug(otherBooking.id, otherBooking.pnr!), query: {} })).kind).toBe("ok");
  });
});

describe("anonymous e-ticket views are rate limited per IP", () => {
  it(`allows ${ETICKET_VIEW_LIMIT} views in the window, then shows too many requests; signed-in users are not limited`, async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < ETICKET_VIEW_LIMIT - 1; i++) expect((await consumeAnonymousETicketView(ip)).isAllowed).toBe(true);
    const slug = toETicketSlug(w.booking.id, w.booking.pnr!);
    expect((await open({ slug, ip })).kind).toBe("ok");
    const limited = await open({ slug, ip });
    expect(limited).toEqual({ kind: "rateLimited", retryAfterSeconds: expect.any(Number) });
    if (limited.kind === "rateLimited") expect(limited.retryAfterSeconds).toBeGreaterThan(500);
    // Guessing slugs counts too, and another IP is unaffected.
    expect((await open({ slug: "garbage", ip })).kind).toBe("rateLimited");
    expect((await open({ slug })).kind).toBe("ok");
    expect((await open({ slug, ip, principal: await w.principalOf(w.agentToken) })).kind).toBe("ok");
  });
});
