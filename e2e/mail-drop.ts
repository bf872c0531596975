import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { startSmtpServer } from "../tests/helpers/smtp-server";

/**
 * The e2e run's mail server: a real SMTP server on loopback (the jest helper's smtp-server) on
 * E2E_SMTP_PORT; the app sends to it through SMTP_URL (playwright.config.ts). Each accepted message
 * is kept, parsed, as one JSON file under test-results/e2e-mail/, so specs (in other processes)
 * read email the way a user would get it: from the mail server, not from the app's outbox.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAIL_DIR = path.resolve("test-results", "e2e-mail");

/** A MIME part other than the bodies: inline images carry their Content-ID (`cid`, without <>), files their name. */
export type DroppedPart = { cid: string | null; contentType: string; contentDisposition: string; filename: string | null; size: number };
export type DroppedMail = { receivedAt: string; envelopeTo: string[]; envelopeFrom: string | null; from: string; replyTo: string; to: string; subject: string; text: string; html: string; attachments: DroppedPart[] };

let seq = 0;

/** Starts the mail drop; resolves to its stop function (Playwright's global setup returns it as the teardown). */
export async function startMailDrop(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const smtp = await startSmtpServer("accept", {
    port: E2E_SMTP_PORT,
    onMessage: ({ envelopeTo, envelopeFrom, mail }) => {
      const dropped: DroppedMail = {
        receivedAt: new Date().toISOString(),
        envelopeTo: envelopeTo.map((a) => a.toLowerCase()),
        envelopeFrom,
        from: mail.from?.text ?? "",
        replyTo: mail.replyTo?.text ?? "",
        to: Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(", ") : (mail.to?.text ?? ""),
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        // As sent: the helper keeps cid: links (mailparser would otherwise inline them as data: URIs).
        html: typeof mail.html === "string" ? mail.html : "",
        attachments: mail.attachments.map((a) => ({ cid: a.cid ?? null, contentType: a.contentType, contentDisposition: a.contentDisposition ?? "", filename: a.filename ?? null, size: a.size })),
      };
      mkdirSync(MAIL_DIR, { recursive: true });
      writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${String(seq++).padStart(5, "0")}.json`), JSON.stringify(dropped, null, 2));
    },
  });
  return () => smtp.close();
}

function readDrop(): DroppedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  // File names sort by arrival (time, then a sequence number).
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), "utf8")) as DroppedMail);
}

/** The newest message the SMTP server received for `to`, waiting up to `timeoutMs` for one (and, with `after`, one that arrived after it). */
export async function readMail(to: string, options: { timeoutMs?: number; after?: Date } = {}): Promise<DroppedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const mine = readDrop().filter((m) => m.envelopeTo.includes(address) && (!options.after || new Date(m.receivedAt) >= options.after));
    if (mine.length > 0) return mine[mine.length - 1];
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(false, `no email to ${to} reached the SMTP server on port ${E2E_SMTP_PORT}`).toBe(true);
  throw new Error("unreachable");
}
