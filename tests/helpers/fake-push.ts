import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A Web Push service on loopback that checks what a real one checks (RFC 8030, 8291, 8292):
 * - Authorization: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 and its signature verifies
 *   with k; aud is this service's origin, exp in the future (at most 24 h), sub a mailto: or https: URL;
 * - a TTL header, Content-Encoding aes128gcm;
 * - the body decrypts with the subscription's private key and auth secret (the browser side,
 *   generated here as a browser would) into the JSON message.
 * It answers 201 for a delivered message, 410 for an endpoint marked gone, 404 for one it never
 * issued, 400/403 for a request that fails a check (and records why).
 */

export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** PushSubscription.toJSON() as the browser posts it. */
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  endpoint: string;
  ttl: number;
  urgency: string | null;
  vapidPublicKey: string;
  claims: { aud: string; exp: number; sub: string };
  message: unknown;
};

export type RejectedPush = { endpoint: string; status: number; reason: string };

type Browser = { ecdh: ECDH; authSecret: Buffer };

const b64u = (buf: Buffer) => buf.toString("base64url");

class PushCheckError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function parseVapidHeader(header: string | undefined): { jwt: string; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? "");
  if (!match) throw new PushCheckError(401, "Authorization is not a vapid header");
  const params = Object.fromEntries(match[1].split(",").map((part) => part.trim().split("=").map((s) => s.trim()) as [string, string]));
  if (!params.t || !params.k) throw new PushCheckError(401, "vapid header without t= and k=");
  return { jwt: params.t, key: params.k };
}

/** Checks the ES256 JWT against the public key k and the claims against this service. */
function verifyVapid(jwt: string, key: string, origin: string): ReceivedPush["claims"] {
  const parts = jwt.split(".");
  if (parts.length !== 3) throw new PushCheckError(403, "JWT is not three parts");
  const [h, p, s] = parts;
  const header = JSON.parse(Buffer.from(h, "base64url").toString("utf8")) as { alg?: string; typ?: string };
  if (header.alg !== "ES256") throw new PushCheckError(403, `JWT alg ${header.alg} is not ES256`);
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new PushCheckError(403, "k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: "jwk" });
  const isValid = verify("sha256", Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(s, "base64url"));
  if (!isValid) throw new PushCheckError(403, "JWT signature does not verify with k");
  const claims = JSON.parse(Buffer.from(p, "base64url").toString("utf8")) as ReceivedPush["claims"];
  if (claims.aud !== origin) throw new PushCheckError(403, `aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 24 * 3600) throw new PushCheckError(403, `exp ${claims.exp} is not within the next 24 hours`);
  if (typeof claims.sub !== "string" || !/^(mailto:.+@.+|https:\/\/.+)/.test(claims.sub)) throw new PushCheckError(403, `sub ${claims.sub} is not a mailto: or https: contact`);
  return claims;
}

/** RFC 8291 with RFC 8188's aes128gcm record: the user agent's side. */
function decrypt(body: Buffer, browser: Browser): Buffer {
  if (body.length < 21 + 65 + 17) throw new PushCheckError(400, "body too short for aes128gcm");
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65) throw new PushCheckError(400, "keyid is not the sender's P-256 public key");
  const uaPublic = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  let padded: Buffer;
  try {
    padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    throw new PushCheckError(400, "payload does not decrypt with the subscription's keys");
  }
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new PushCheckError(400, "no last-record padding delimiter");
  return padded.subarray(0, end);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type FakePushService = {
  origin: string;
  received: ReceivedPush[];
  rejected: RejectedPush[];
  /** A new browser subscription on this service (its own key pair and auth secret). */
  subscribe(): BrowserSubscription;
  /** The endpoint now answers 410 Gone (the user revoked the permission). */
  markGone(endpoint: string): void;
  /** Every other answer: this status for the endpoint (e.g. 500, 429). */
  failWith(endpoint: string, status: number): void;
  messagesFor(endpoint: string): unknown[];
  close(): Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const gone = new Set<string>();
  const failing = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: RejectedPush[] = [];
  let origin = "";

  const server: Server = createServer((req, res) => {
    void (async () => {
      const endpoint = `${origin}${req.url ?? ""}`;
      const body = await readBody(req);
      try {
        if (req.method !== "POST") throw new PushCheckError(405, `method ${req.method}`);
        const browser = browsers.get(endpoint);
        if (!browser) throw new PushCheckError(404, "no such subscription");
        if (gone.has(endpoint)) throw new PushCheckError(410, "subscription expired or unsubscribed");
        if (failing.has(endpoint)) throw new PushCheckError(failing.get(endpoint)!, "told to fail");
        const { jwt, key } = parseVapidHeader(req.headers.authorization);
        const claims = verifyVapid(jwt, key, origin);
        const ttl = Number(req.headers.ttl);
        if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new PushCheckError(400, "TTL header missing or not a whole number");
        if (req.headers["content-encoding"] !== "aes128gcm") throw new PushCheckError(415, `Content-Encoding ${req.headers["content-encoding"]} is not aes128gcm`);
        const message = JSON.parse(decrypt(body, browser).toString("utf8")) as unknown;
        received.push({ endpoint, ttl, urgency: (req.headers.urgency as string | undefined) ?? null, vapidPublicKey: key, claims, message });
        res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
      } catch (error) {
        const status = error instanceof PushCheckError ? error.status : 500;
        rejected.push({ endpoint, status, reason: error instanceof Error ? error.message : String(error) });
        res.writeHead(status, { "content-type": "text/plain" }).end(error instanceof Error ? error.message : "error");
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, authSecret });
      const keys = { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) };
      return { endpoint, keys, toJSON: () => ({ endpoint, expirationTime: null, keys }) };
    },
    markGone: (endpoint) => void gone.add(endpoint),
    failWith: (endpoint, status) => void failing.set(endpoint, status),
    messagesFor: (endpoint) => received.filter((r) => r.endpoint === endpoint).map((r) => r.message),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
