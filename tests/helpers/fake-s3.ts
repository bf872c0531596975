import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake S3-compatible server on loopback speaking the wire protocol the file store uses: path-style
 * PUT, GET and DELETE of `/{bucket}/{key}`. Every request must carry a SigV4 Authorization header
 * (AWS4-HMAC-SHA256, Credential=<accessKey>/<yyyymmdd>/<region>/s3/aws4_request, SignedHeaders
 * including host and x-amz-date, a 64-hex Signature), an x-amz-date, and an x-amz-content-sha256
 * that matches the body; otherwise it answers 403 with an S3-style XML error.
 */
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: { method: string; path: string; authorization: string }[];
  close(): Promise<void>;
};

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(options: { bucket?: string; accessKeyId?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? "wayfare-test";
  const accessKeyId = options.accessKeyId ?? "AKIAFAKES3TEST";
  const region = options.region ?? "ap-south-1";
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: FakeS3["requests"] = [];

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const authorization = String(req.headers.authorization ?? "");
    const path = decodeURIComponent((req.url ?? "/").split("?")[0]);
    requests.push({ method: req.method ?? "", path, authorization });
    const deny = (code: string, message: string) => {
      res.writeHead(403, { "content-type": "application/xml" });
      res.end(xmlError(code, message));
    };
    const m = AUTH.exec(authorization);
    if (!m) return deny("AccessDenied", "Missing or malformed SigV4 Authorization header");
    const [, key, day, signedRegion, signedHeaders] = m;
    if (key !== accessKeyId) return deny("InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return deny("AccessDenied", "Bad x-amz-date");
    if (signedRegion !== region) return deny("AuthorizationHeaderMalformed", `The region '${signedRegion}' is wrong; expecting '${region}'`);
    const signed = signedHeaders.split(";");
    if (!signed.includes("host") || !signed.includes("x-amz-date")) return deny("AccessDenied", "host and x-amz-date must be signed");
    const contentSha = String(req.headers["x-amz-content-sha256"] ?? "");
    if (contentSha !== createHash("sha256").update(body).digest("hex")) return deny("XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");

    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix) || path.length === prefix.length) {
      res.writeHead(404, { "content-type": "application/xml" });
      return res.end(xmlError("NoSuchBucket", "The specified bucket does not exist"));
    }
    const objectKey = path.slice(prefix.length);
    if (req.method === "PUT") {
      objects.set(objectKey, { bytes: body, contentType: String(req.headers["content-type"] ?? "application/octet-stream") });
      res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      return res.end();
    }
    if (req.method === "GET") {
      const object = objects.get(objectKey);
      if (!object) {
        res.writeHead(404, { "content-type": "application/xml" });
        return res.end(xmlError("NoSuchKey", "The specified key does not exist."));
      }
      res.writeHead(200, { "content-type": object.contentType, "content-length": String(object.bytes.length) });
      return res.end(object.bytes);
    }
    if (req.method === "DELETE") {
      objects.delete(objectKey);
      res.writeHead(204);
      return res.end();
    }
    res.writeHead(405);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey: "fake-secret-key-for-tests",
    region,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
