import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/*
 * A partner's webhook receiver on loopback. Every request is VERIFIED with the standardwebhooks
 * library against the endpoint's secret (set with `useSecret` once createWebhookEndpoint answered it):
 * a request whose signature, id or timestamp does not verify is answered 401 and kept in `rejected`.
 * `failNext(n, status)` answers the next n verified requests with `status` (500 by default), to test
 * the backoff; verified requests are kept in `received` in arrival order, with the raw body (to
 * verify it again with another secret).
 */

export type ReceivedWebhook = { id: string; timestamp: number; signature: string; body: string; payload: { type: string; timestamp: string; data: Record<string, unknown> }; answered: number };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  rejected: { reason: string; body: string }[];
  useSecret(secret: string): void;
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
};

export async function startWebhookReceiver(path = "/hooks"): Promise<WebhookReceiver> {
  let verifier: Webhook | null = null;
  let failures = 0;
  let failStatus = 500;
  const received: ReceivedWebhook[] = [];
  const rejected: { reason: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = { "webhook-id": String(req.headers["webhook-id"] ?? ""), "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""), "webhook-signature": String(req.headers["webhook-signature"] ?? "") };
      try {
        if (!verifier) throw new Error("no secret set");
        if (req.method !== "POST" || req.url !== path) throw new Error(`unexpected ${req.method} ${req.url}`);
        const payload = verifier.verify(body, headers) as ReceivedWebhook["payload"];
        const answered = failures > 0 ? failStatus : 204;
        if (failures > 0) failures -= 1;
        received.push({ id: headers["webhook-id"], timestamp: Number(headers["webhook-timestamp"]), signature: headers["webhook-signature"], body, payload, answered });
        res.writeHead(answered).end();
      } catch (error) {
        rejected.push({ reason: error instanceof Error ? error.message : String(error), body });
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    rejected,
    useSecret: (secret) => {
      verifier = new Webhook(secret);
    },
    failNext: (count, status = 500) => {
      failures = count;
      failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
