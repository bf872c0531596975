import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool";

/*
 * One pooled nodemailer transport per SMTP_URL, created on first use and reused by every send in
 * this process (requests and the deliver-outbox job). A changed SMTP_URL closes the old transport
 * and opens a new one. Timeouts are short so an unreachable server fails an attempt in seconds
 * (the message stays in the outbox and the job retries it), never a request for minutes.
 */

type Cached = { url: string; transport: Transporter<SMTPPool.SentMessageInfo> };
const globals = globalThis as unknown as { wayfareSmtp?: Cached };

/** The configured SMTP server (smtp://user:pass@host:587, smtps://host:465), or null: mail stays in the outbox. */
export function getSmtpUrl(): string | null {
  const url = process.env.SMTP_URL?.trim();
  return url ? url : null;
}

export function getSmtpTransport(url: string): Transporter<SMTPPool.SentMessageInfo> {
  const cached = globals.wayfareSmtp;
  if (cached?.url === url) return cached.transport;
  cached?.transport.close();
  // maxRequeues is a pool option @types/nodemailer does not list (nodemailer/lib/smtp-pool reads it).
  const options: SMTPPool.Options & { maxRequeues: number } = {
    pool: true,
    url,
    maxConnections: 3,
    // A connection the server drops is retried twice, then the send fails. Unset, nodemailer's pool
    // requeues without end and, against a server that drops every connection, the send never settles.
    maxRequeues: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const pool = new SMTPPool(options);
  const transport = nodemailer.createTransport(pool);
  globals.wayfareSmtp = { url, transport };
  return transport;
}

/** Closes the pooled connections (tests, shutdown). The next send opens a new transport. */
export function closeSmtpTransport(): void {
  globals.wayfareSmtp?.transport.close();
  globals.wayfareSmtp = undefined;
}
