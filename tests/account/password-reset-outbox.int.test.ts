import net from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { users } from "@/db/schema/users";
import { POST as forgetRoute } from "@/app/api/wl/user/forgetPassword/route";
import { PasswordMessages } from "@/lib/contracts/passwords";
import { PASSWORD_RESET_QUEUE, processPasswordReset, settlePasswordResets } from "@/server/account/password-reset-job";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { call } from "../helpers/http";
import { createTestSite, createTestUser } from "../helpers/fixtures";
import { restoreSmtpUrl, setSmtpUrl, uniqueAddress } from "../notifications/mail-world";

let site: Awaited<ReturnType<typeof createTestSite>>;
let deadSmtp: net.Server;

beforeAll(async () => {
  // An SMTP server that accepts the connection and closes it at once: every delivery fails.
  deadSmtp = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => deadSmtp.listen(0, "127.0.0.1", resolve));
  setSmtpUrl(`smtp://127.0.0.1:${(deadSmtp.address() as net.AddressInfo).port}`);
  site = await createTestSite({ companyName: "Outbox Travels" });
});
afterAll(async () => {
  // The route answers before its background drain ends: let it finish before the pool closes.
  await settlePasswordResets();
  restoreSmtpUrl();
  closeSmtpTransport();
  await new Promise((resolve) => deadSmtp.close(resolve));
  await closeDb();
});

let ipSeq = 0;
const forget = (email: string) => call(forgetRoute, "/api/wl/user/forgetPassword", { host: site.domain, ip: `10.88.0.${++ipSeq}`, body: { email } });
const outboxTo = (to: string) => systemDb.select().from(emailOutbox).where(and(eq(emailOutbox.siteId, site.id), eq(emailOutbox.toAddress, to)));
const queuedFor = async (email: string) =>
  (await systemDb.execute<{ state: string }>(sql`select state from pgboss.job where name = ${PASSWORD_RESET_QUEUE} and data->>'email' = ${email} and (data->>'siteId')::int = ${site.id}`)).rows;

async function waitFor<T>(read: () => Promise<T[]>, count = 1): Promise<T[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await read();
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

describe("forgot password, outbox-first (decision 0022)", () => {
  it("queues the request before answering, and the job writes the email to the outbox whatever SMTP does", async () => {
    const user = await createTestUser(site.id, { userType: "travelAgent", email: uniqueAddress("reset") });
    const res = await forget(user.email!.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: PasswordMessages.resetRequested });
    // Durable before the answer: the job is stored.
    expect(await queuedFor(user.email!)).toHaveLength(1);
    // The outbox row exists although the SMTP server refuses every message; it stays pending for the retry job.
    const [row] = await waitFor(() => outboxTo(user.email!));
    expect(row).toMatchObject({ subject: "Reset your Outbox Travels password", status: "pending" });
    expect(row.textBody).toContain("/generate_password?token=");
  });

  it("queues the same job for an unknown address, answers the same, and the job writes nothing", async () => {
    const unknown = uniqueAddress("nobody");
    const res = await forget(unknown);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: PasswordMessages.resetRequested });
    expect(await queuedFor(unknown)).toHaveLength(1);
    expect(await processPasswordReset({ siteId: site.id, email: unknown })).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(await outboxTo(unknown)).toHaveLength(0);
  });

  it("the job alone (as the job runner would run one left behind) writes the outbox row; blocked users get none", async () => {
    setSmtpUrl(undefined); // no SMTP at all: the row waits in the outbox (the mailbox)
    const user = await createTestUser(site.id, { userType: "retail", email: uniqueAddress("later") });
    const written = await processPasswordReset({ siteId: site.id, email: user.email! });
    expect(written?.outboxId).toEqual(expect.any(Number));
    expect(await outboxTo(user.email!)).toHaveLength(1);
    const blocked = await createTestUser(site.id, { userType: "retail", email: uniqueAddress("blocked") });
    await systemDb.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    expect(await processPasswordReset({ siteId: site.id, email: blocked.email! })).toBeNull();
    expect(await outboxTo(blocked.email!)).toHaveLength(0);
  });
});
