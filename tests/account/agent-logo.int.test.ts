import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { closeDb, systemDb } from "@/db/client";
import { uploadedFiles } from "@/db/schema/files";
import { emailAttachments } from "@/db/schema/notifications";
import { emailOutbox } from "@/db/schema/tickets";
import { users } from "@/db/schema/users";
import { toETicketSlug } from "@/lib/eticket-slug";
import { GET as getFileRoute } from "@/app/api/files/[fileId]/route";
import { POST as emailETicketRoute } from "@/app/api/eTicket/email/route";
import { POST as removeLogoRoute } from "@/app/api/user/removeAgentLogo/route";
import { POST as uploadLogoRoute } from "@/app/api/user/uploadAgentLogo/route";
import { getFileStore } from "@/server/files/file-store";
import type { SiteRecord } from "@/server/sites/find-site";
import { getETicketPage } from "@/server/tickets/eticket/get-eticket-page";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertETicketBooking } from "../tickets/eticket-world";

const uploads = mkdtempSync(path.join(tmpdir(), "wayfare-uploads-"));
process.env.WAYFARE_UPLOADS_DIR = uploads;

afterAll(async () => {
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

const UPLOAD = "/api/user/uploadAgentLogo";
const b64 = (bytes: Buffer) => bytes.toString("base64");

/** A real image made by sharp: `width` x `height`, one colour. */
const image = (format: "png" | "jpeg" | "webp", width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

async function agentOnSite() {
  const site = await createTestSite({ logoUrl: "/brand/site.svg" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: "Logo Travels" });
  const token = await logInAs(site.domain, agent.email!);
  return { site, agent, token };
}

const fileIdOf = (url: string) => url.replace("/api/files/", "");

describe("POST /api/user/uploadAgentLogo", () => {
  it.each(["png", "jpeg", "webp"] as const)("takes a %s image, re-encodes it as PNG within 400x160, stores it and sets taLogoUrl", async (format) => {
    const { site, agent, token } = await agentOnSite();
    const res = await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: b64(await image(format)) } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Logo uploaded");
    const url: string = res.body.data.taLogoUrl;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const [u] = await systemDb.select().from(users).where(eq(users.id, agent.id));
    expect(u.taLogoUrl).toBe(url);
    const [row] = await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileIdOf(url)));
    expect(row).toMatchObject({ siteId: site.id, ownerUserId: agent.id, purpose: "agentLogo", contentType: "image/png", width: 320, height: 160 });

    const file = await call(getFileRoute, url, { host: site.domain, params: { fileId: fileIdOf(url) } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const raw = await getFileRoute(new NextRequest(`http://${site.domain}${url}`, { headers: { host: site.domain } }), { params: Promise.resolve({ fileId: fileIdOf(url) }) });
    const served = await sharp(Buffer.from(await raw.arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(["png", 320, 160]);
  });

  it("refuses a text file named logo.png (the bytes decide, never the name), and stores nothing", async () => {
    const { site, agent, token } = await agentOnSite();
    const res = await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: `data:image/png;base64,${b64(Buffer.from("just some text, not a picture\n"))}` } });
    expect(res.status).toBe(400);
    expect(res.body.shortError.image).toBe("Upload a PNG, JPEG or WebP image");
    expect(await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, agent.id))).toEqual([]);
  });

  it("refuses a GIF and a truncated PNG", async () => {
    const { site, token } = await agentOnSite();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    const png = await image("png");
    for (const bytes of [gif, png.subarray(0, 60)]) {
      const res = await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: b64(bytes) } });
      expect(res.status).toBe(400);
      expect(res.body.shortError.image).toBe("Upload a PNG, JPEG or WebP image");
    }
  });

  it("refuses more than 2 MB, and an empty image", async () => {
    const { site, token } = await agentOnSite();
    const big = Buffer.concat([await image("png", 20, 20), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: b64(big) } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.shortError.image).toBe("The logo must be at most 2 MB");
    const empty = await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body.shortError.image).toBe("Choose an image file");
  });

  it("replaces the previous logo: its row and bytes are deleted; remove clears taLogoUrl and the file", async () => {
    const { site, agent, token } = await agentOnSite();
    const first = (await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: b64(await image("png")) } })).body.data.taLogoUrl as string;
    const [firstRow] = await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileIdOf(first)));
    const second = (await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: b64(await image("webp")) } })).body.data.taLogoUrl as string;
    expect(second).not.toBe(first);
    expect(await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, agent.id))).toHaveLength(1);
    expect(await getFileStore().get(firstRow.storageKey)).toBeNull();
    expect((await call(getFileRoute, first, { host: site.domain, params: { fileId: fileIdOf(first) } })).status).toBe(404);

    const removed = await call(removeLogoRoute, "/api/user/removeAgentLogo", { host: site.domain, token, body: {} });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ taLogoUrl: null, message: "Logo removed" });
    const [u] = await systemDb.select().from(users).where(eq(users.id, agent.id));
    expect(u.taLogoUrl).toBeNull();
    expect(await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, agent.id))).toEqual([]);
    expect((await call(getFileRoute, second, { host: site.domain, params: { fileId: fileIdOf(second) } })).status).toBe(404);
  });

  it("two uploads at once leave one logo, and taLogoUrl points at it", async () => {
    const { site, agent, token } = await agentOnSite();
    const [a, b] = [b64(await image("png")), b64(await image("jpeg"))];
    const answers = await Promise.all([a, b, a].map((img) => call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: img } })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, agent.id));
    expect(rows).toHaveLength(1);
    const [u] = await systemDb.select().from(users).where(eq(users.id, agent.id));
    expect(u.taLogoUrl).toBe(`/api/files/${rows[0].id}`);
    expect(await getFileStore().get(rows[0].storageKey)).not.toBeNull();
  });

  it("answers 401 without a session and 403 to a retail customer or staff (agents only)", async () => {
    const { site } = await agentOnSite();
    const body = { image: b64(await image("png", 20, 20)) };
    expect((await call(uploadLogoRoute, UPLOAD, { host: site.domain, body })).status).toBe(401);
    expect((await call(removeLogoRoute, "/api/user/removeAgentLogo", { host: site.domain, body: {} })).status).toBe(401);
    for (const userType of ["retail", "staff"] as const) {
      const u = await createTestUser(site.id, { userType });
      const token = await logInAs(site.domain, u.email!);
      expect((await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body })).status).toBe(403);
      expect((await call(removeLogoRoute, "/api/user/removeAgentLogo", { host: site.domain, token, body: {} })).status).toBe(403);
    }
  });
});

describe("GET /api/files/{fileId}", () => {
  it("answers 404 for another site's file, an unknown id, and 400 for a malformed id", async () => {
    const { site, token } = await agentOnSite();
    const url = (await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: b64(await image("png")) } })).body.data.taLogoUrl as string;
    const other = await createTestSite();
    const cross = await call(getFileRoute, url, { host: other.domain, params: { fileId: fileIdOf(url) } });
    expect(cross.status).toBe(404);
    expect(cross.body.success).toBe(false);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(getFileRoute, `/api/files/${unknown}`, { host: site.domain, params: { fileId: unknown } })).status).toBe(404);
    expect((await call(getFileRoute, "/api/files/..%2Fetc", { host: site.domain, params: { fileId: "../etc" } })).status).toBe(400);
  });
});

describe("the agent's logo on their e-tickets", () => {
  it("shows the agent's logo in place of the site's on the page and inline in the email; the site's again after removal", async () => {
    const { site, agent, token } = await agentOnSite();
    const booking = await insertETicketBooking(site.id, agent.id);
    const slug = toETicketSlug(booking.id, booking.pnr!);
    const siteRecord = { ...site, timezone: "Asia/Kolkata" } as unknown as SiteRecord;
    const open = async () => {
      const page = await getETicketPage({ site: siteRecord, principal: null, ip: "10.77.0.1", query: {}, slug });
      if (page.kind !== "ok") throw new Error(page.kind);
      return page.view.company.logoUrl;
    };
    expect(await open()).toBe("/brand/site.svg");
    const url = (await call(uploadLogoRoute, UPLOAD, { host: site.domain, token, body: { image: b64(await image("jpeg")) } })).body.data.taLogoUrl as string;
    expect(await open()).toBe(url);

    const emailed = await call(emailETicketRoute, "/api/eTicket/email", { host: site.domain, token, body: { bookingId: booking.id, hidePrice: false } });
    expect(emailed.status).toBe(200);
    const [mail] = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, agent.email!));
    // The logo is an inline part of the message, referred to by cid: (decision 0057), the uploaded bytes as stored.
    const cid = /<img src="cid:([^"]+)" alt="[^"]* logo"/.exec(mail.htmlBody!)?.[1];
    expect(cid).toBeDefined();
    const [part] = await systemDb.select().from(emailAttachments).where(and(eq(emailAttachments.emailId, mail.id), eq(emailAttachments.contentId, cid!)));
    const [stored] = await systemDb.select().from(uploadedFiles).where(eq(uploadedFiles.id, url.split("/").pop()!));
    expect(part.contentType).toBe("image/png");
    expect(part.content.equals((await getFileStore().get(stored.storageKey))!)).toBe(true);

    await call(removeLogoRoute, "/api/user/removeAgentLogo", { host: site.domain, token, body: {} });
    expect(await open()).toBe("/brand/site.svg");
  });
});
