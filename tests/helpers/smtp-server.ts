import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server on loopback (smtp-server, no auth, no TLS) that keeps every accepted message
 * parsed by mailparser. mode "refuse5xx" / "refuse4xx" rejects each recipient (550 / 451) the way a
 * relay that denies or defers mail does, so the outbox's retry path is tested over the wire.
 * The HTML is kept as sent (keepCidLinks: mailparser would otherwise turn cid: images into data:
 * URIs), so tests see what a mail client gets: cid: references and the attachments they name.
 */

export type SmtpMode = "accept" | "refuse5xx" | "refuse4xx";
export type ReceivedMail = { envelopeTo: string[]; envelopeFrom: string | null; mail: ParsedMail };

/** `port` 0 picks a free one; `onMessage` sees each accepted message as it arrives (the e2e mail drop writes it to a file). */
export type SmtpServerOptions = { port?: number; onMessage?: (message: ReceivedMail) => void };

export async function startSmtpServer(initialMode: SmtpMode = "accept", options: SmtpServerOptions = {}) {
  let mode = initialMode;
  const received: ReceivedMail[] = [];
  const refused: string[] = [];

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (mode === "accept") return callback();
      refused.push(address.address);
      const error = Object.assign(new Error(mode === "refuse5xx" ? "Mailbox unavailable" : "Try again later"), { responseCode: mode === "refuse5xx" ? 550 : 451 });
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          const message: ReceivedMail = {
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            mail,
          };
          received.push(message);
          options.onMessage?.(message);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    setMode(next: SmtpMode) {
      mode = next;
    },
    /** The accepted messages addressed to `to`. */
    messagesTo: (to: string) => received.filter((r) => r.envelopeTo.includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
