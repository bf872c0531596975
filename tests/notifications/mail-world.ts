import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

type RouteHandler = Parameters<typeof call>[0];
export type Who = "admin" | "staff" | "agent" | "anonymous";

/** A site with branding (companyName, adminEmail), a super admin, plain staff and a travel agent, signed in. */
export async function createMailWorld() {
  const tag = randomUUID().slice(0, 6);
  const site = await createTestSite({ companyName: `Mail Travels ${tag}`, adminEmail: `desk-${tag}@mail.test` });
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const [adminToken, staffToken, agentToken] = await Promise.all([admin, staff, agent].map((u) => logInAs(site.domain, u.email!)));
  return { site, db: createSiteDb(site.id), admin, staff, agent, adminToken, staffToken, agentToken };
}
export type MailWorld = Awaited<ReturnType<typeof createMailWorld>>;

export function as(w: MailWorld, who: Who) {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** A recipient no other test uses. */
export const uniqueAddress = (name = "guest") => `${name}-${randomUUID().slice(0, 8)}@example.com`;

export async function getOutboxRow(id: number) {
  const [row] = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** Makes a pending row due now (instead of waiting for its backoff). */
export async function makeDue(id: number) {
  await systemDb.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(emailOutbox.id, id));
}

/** Sets SMTP_URL (undefined: unset) for the rest of the test; restoreSmtpUrl() puts back what was there. */
const originalSmtpUrl = process.env.SMTP_URL;
export function setSmtpUrl(url: string | undefined) {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
}
export function restoreSmtpUrl() {
  setSmtpUrl(originalSmtpUrl);
}
