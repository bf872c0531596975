import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { fareShares } from "@/db/schema/fare-shares";
import { flightSearches } from "@/db/schema/flights";
import { emailOutbox } from "@/db/schema/tickets";
import { users } from "@/db/schema/users";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as create } from "@/app/api/fareShare/create/route";
import { POST as get } from "@/app/api/fareShare/get/route";
import type { TFlightResult } from "@/lib/contracts/flights";
import { formatDayMonth } from "@/lib/flight-format";
import { formatMoney } from "@/lib/money";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const LOGO = "https://cdn.example.test/agency-logo.png";
const tokenOf = (path: string) => path.split("/").pop() as string;

async function searched() {
  const tag = Math.random().toString(36).slice(2, 8);
  const w = await createFlightWorld();
  const agent = await createTestUser(w.site.id, { userType: "travelAgent", companyName: `Sky Agency ${tag}`, phone: `98${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}` });
  await systemDb.update(users).set({ taLogoUrl: LOGO }).where(eq(users.id, agent.id));
  const token = await logInAs(w.site.domain, agent.email!);
  const res = await call(searchRoute, "/api/search", { host: w.site.domain, token, body: { journeyType: 1, origin: "DEL", destination: "BOM", departureDate: daysFromNow(12), adt: 2, chd: 1 } });
  expect(res.status).toBe(200);
  const results = res.body.data.results[0] as TFlightResult[];
  return { ...w, agent, token, searchId: res.body.data.searchId as string, results, company: `Sky Agency ${tag}` };
}

const share = (s: { site: { domain: string }; token?: string }, body: unknown) => call(create, "/api/fareShare/create", { host: s.site.domain, token: s.token, body });

describe("POST /api/fareShare/create", () => {
  it("emails three fares priced with the agent's markup, the agent's logo and agency, never the net; stores the snapshot with the token hashed", async () => {
    const s = await searched();
    const picked = s.results.slice(0, 3);
    expect(picked.every((r) => r.fare.totalPayableAmt !== undefined)).toBe(true);
    const res = await share(s, { searchId: s.searchId, resultIndexes: picked.map((r) => r.resultIndex), markup: 350.5, email: "Guest@Example.test", customerName: "Asha Rao" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ emailed: true, message: "Fares shared by email.", path: expect.stringMatching(/^\/flight\/offer\/[A-Za-z0-9_-]{32}$/) });
    const token = tokenOf(res.body.data.path);

    const [mail] = await systemDb.select().from(emailOutbox).where(and(eq(emailOutbox.siteId, s.site.id), eq(emailOutbox.toAddress, "guest@example.test"))).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail.fromName).toBe(s.company);
    expect(mail.subject).toBe(`Flight options DEL → BOM, ${formatDayMonth(daysFromNow(12))} - ${s.company}`);
    // A logo at an outside URL is not fetched at send time, and no image goes by URL (decision 0057:
    // images are inline cid: parts; an uploaded logo is, see tests/notifications/email-images.int.test.ts).
    expect(mail.htmlBody).not.toContain("<img");
    expect(mail.htmlBody).toContain("Dear Asha Rao,");
    expect(mail.htmlBody).toContain(`/flight/offer/${token}`);
    for (const r of picked) {
      const priced = formatMoney(r.publishedPrice + 350.5, r.fare.currency);
      expect(mail.htmlBody).toContain(priced);
      expect(mail.textBody).toContain(priced);
      expect(mail.htmlBody).not.toContain(formatMoney(r.fare.totalPayableAmt!, r.fare.currency));
      expect(mail.htmlBody).toContain(`${r.segments[0][0].airlineCode} ${r.segments[0][0].flightNumber}`);
    }
    expect(mail.textBody).toContain("2 adults, 1 child · Economy");

    const [row] = await systemDb.select().from(fareShares).where(eq(fareShares.id, res.body.data.shareId));
    expect(row).toMatchObject({ siteId: s.site.id, createdByUserId: s.agent.id, searchId: s.searchId, agentMarkup: 35_050, customerEmail: "guest@example.test", tokenHash: createHash("sha256").update(token).digest("hex") });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row.fares)).not.toMatch(/totalPayableAmt|commission|fareChain/);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it("without an email it answers the link only; the public link page data shows the snapshot", async () => {
    const s = await searched();
    const picked = s.results.slice(0, 2);
    const res = await share(s, { searchId: s.searchId, resultIndexes: picked.map((r) => r.resultIndex), markup: 100 });
    expect(res.body.data).toMatchObject({ emailed: false, message: "Fares shared. Copy the link or send it to your customer." });
    const opened = await call(get, "/api/fareShare/get", { host: s.site.domain, body: { token: tokenOf(res.body.data.path) } });
    expect(opened.status).toBe(200);
    const view = opened.body.data;
    expect(view.agency).toMatchObject({ name: s.company, email: s.agent.email, logoUrl: LOGO });
    expect(view.trip).toEqual({ journeyType: 1, legs: [{ origin: "DEL", destination: "BOM", date: daysFromNow(12) }], adults: 2, children: 1, infants: 0, cabinClass: 2 });
    expect(view.fares.map((f: { price: number }) => f.price)).toEqual(picked.map((r) => Math.round((r.publishedPrice + 100) * 100) / 100));
    expect(view.fares[0].segments).toEqual(picked[0].segments);
    expect(JSON.stringify(view)).not.toMatch(/totalPayableAmt|commission/);
    // The snapshot stays as priced even once the search is gone.
    await systemDb.delete(flightSearches).where(eq(flightSearches.id, s.searchId));
    expect((await call(get, "/api/fareShare/get", { host: s.site.domain, body: { token: tokenOf(res.body.data.path) } })).body.data.fares).toEqual(view.fares);
  });

  it.each([
    [{ resultIndexes: [] }, "resultIndexes", "Pick at least one fare to share"],
    [{ resultIndexes: Array.from({ length: 11 }, (_, i) => `r${i}`) }, "resultIndexes", "Share at most 10 fares at a time"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email"],
    [{ markup: -1 }, "markup", "Must be 0 or more"],
    [{ markup: 1.234 }, "markup", "At most 2 decimals"],
  ])("refuses %j on %s with '%s'", async (over, field, message) => {
    const s = await searched();
    const res = await share(s, { searchId: s.searchId, resultIndexes: [s.results[0].resultIndex], ...over });
    expect(res.status).toBe(400);
    expect(res.body.shortError[field]).toBe(message);
  });

  it("needs a signed-in travel agent: 401 anonymous, 403 retail; another user's or site's search is 404, an unknown fare 404", async () => {
    const s = await searched();
    const body = { searchId: s.searchId, resultIndexes: [s.results[0].resultIndex] };
    expect((await share({ site: s.site }, body)).status).toBe(401);
    const retail = await createTestUser(s.site.id, { userType: "retail" });
    expect((await share({ site: s.site, token: await logInAs(s.site.domain, retail.email!) }, body)).status).toBe(403);
    const colleague = await createTestUser(s.site.id, { userType: "travelAgent" });
    expect((await share({ site: s.site, token: await logInAs(s.site.domain, colleague.email!) }, body)).status).toBe(404);
    const elsewhere = await searched();
    expect((await share(elsewhere, body)).status).toBe(404);
    expect((await share(s, { searchId: s.searchId, resultIndexes: ["999~nope"] })).status).toBe(404);
    expect(await systemDb.select().from(fareShares).where(eq(fareShares.searchId, s.searchId))).toHaveLength(0);
  });
});

describe("POST /api/fareShare/get", () => {
  it("is public; an unknown, expired or another site's token is 404 'This offer is not available'", async () => {
    const s = await searched();
    const res = await share(s, { searchId: s.searchId, resultIndexes: [s.results[0].resultIndex] });
    const token = tokenOf(res.body.data.path);
    const other = await searched();
    const elsewhere = await call(get, "/api/fareShare/get", { host: other.site.domain, body: { token } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errorMessage).toBe("This offer is not available");
    expect((await call(get, "/api/fareShare/get", { host: s.site.domain, body: { token: "x".repeat(32) } })).status).toBe(404);
    await systemDb.update(fareShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(fareShares.id, res.body.data.shareId));
    expect((await call(get, "/api/fareShare/get", { host: s.site.domain, body: { token } })).status).toBe(404);
  });
});
