import { closeDb } from "@/db/client";
import { parseETicketSlug, toETicketSlug } from "@/lib/eticket-slug";
import type { SiteRecord } from "@/server/sites/find-site";
import { getETicketPage } from "@/server/tickets/eticket/get-eticket-page";
import { createTestSite } from "../helpers/fixtures";

afterAll(() => closeDb());

/** A slug is decoded defensively: a booking id past the integer column is "not found", never a database error. */
describe("the e-ticket slug", () => {
  it("parses only booking ids within the integer column", () => {
    expect(parseETicketSlug(toETicketSlug(2_147_483_647, "ABC123"))).toEqual({ bookingId: 2_147_483_647, pnr: "ABC123" });
    for (const id of [2_147_483_648, 9_999_999_999]) expect(parseETicketSlug(toETicketSlug(id, "ABC123"))).toBeNull();
    for (const slug of ["%E0%A4%A", "%00", "A".repeat(10_000), "=", "QUJD\u0000"]) expect(parseETicketSlug(slug)).toBeNull();
  });

  it("shows the not-found page for a slug with a huge booking id", async () => {
    const site = await createTestSite();
    for (const id of [2_147_483_648, 9_999_999_999]) {
      const page = await getETicketPage({ site: site as unknown as SiteRecord, principal: null, ip: "10.77.0.1", slug: toETicketSlug(id, "ABC123"), query: {} });
      expect(page.kind).toBe("notFound");
    }
  });
});
