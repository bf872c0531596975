import { createHash } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";

// No "server-only" guard: the demo seed (db/seed/packages.ts, run by scripts/) stores its generated images here too.

/**
 * Where uploaded bytes live, by storage key (decision 0023). The embedded setup keeps them on local
 * disk under `${WAYFARE_DATA_DIR ?? .data}/uploads` (or WAYFARE_UPLOADS_DIR); an S3-compatible
 * backend (issue 15) implements the same three calls. Keys are ours ("site-12/agentLogo/<uuid>.png"),
 * never a client's file name.
 */
export interface FileStore {
  put(storageKey: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(storageKey: string): Promise<Buffer | null>;
  /** Removes the bytes; a key with nothing stored is not an error. */
  delete(storageKey: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function checkedKey(storageKey: string): string {
  if (!KEY.test(storageKey) || storageKey.split("/").some((part) => part === ".." || part === ".")) throw new Error(`Not a storage key: ${storageKey}`);
  return storageKey;
}

export function uploadsDir(): string {
  // The directory comes from configuration at run time, not from the bundle: nothing to trace.
  return path.resolve(/*turbopackIgnore: true*/ process.env.WAYFARE_UPLOADS_DIR ?? path.join(process.env.WAYFARE_DATA_DIR ?? ".data", "uploads"));
}

/** Local disk: one file per key; written to a temporary name and renamed, so a reader never sees half a file. */
export function createLocalFileStore(root = uploadsDir()): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split("/"));
  return {
    async put(storageKey, bytes) {
      const file = fileOf(storageKey);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes, { mode: 0o640 });
      await rename(temp, file);
    },
    async get(storageKey) {
      try {
        return await readFile(fileOf(storageKey));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(storageKey) {
      await unlink(fileOf(storageKey)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}

const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const EMPTY_SHA256 = sha256Hex(Buffer.alloc(0));

export type S3Config = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/** The S3-compatible storage configured by S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (docs/operations.md), else null. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const missing = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(", ")} is not`);
  return { endpoint: env.S3_ENDPOINT!.replace(/\/+$/, ""), bucket: env.S3_BUCKET, region: env.S3_REGION || "us-east-1", accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! };
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph...): PUT, GET and DELETE of one
 * object per key, path-style (`{endpoint}/{bucket}/{key}`), each request signed with AWS Signature
 * Version 4 by aws4fetch (decision 0044); the payload's SHA-256 is signed, so the store checks the bytes. Objects are private: the app serves them at /api/files/{id}.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: "s3", retries: 2 });
  const urlOf = (key: string) => `${config.endpoint}/${encodeURIComponent(config.bucket)}/${checkedKey(key).split("/").map(encodeURIComponent).join("/")}`;
  const fail = async (what: string, key: string, res: Response) => {
    const text = await res.text().catch(() => "");
    throw new Error(`S3 ${what} ${key} answered ${res.status}: ${text.slice(0, 200)}`);
  };
  return {
    async put(storageKey, bytes, contentType) {
      const res = await client.fetch(urlOf(storageKey), { method: "PUT", body: new Uint8Array(bytes), headers: { "Content-Type": contentType, "X-Amz-Content-Sha256": sha256Hex(bytes) } });
      if (!res.ok) await fail("PUT", storageKey, res);
      await res.arrayBuffer().catch(() => undefined);
    },
    async get(storageKey) {
      const res = await client.fetch(urlOf(storageKey), { method: "GET", headers: { "X-Amz-Content-Sha256": EMPTY_SHA256 } });
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!res.ok) await fail("GET", storageKey, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(storageKey) {
      const res = await client.fetch(urlOf(storageKey), { method: "DELETE", headers: { "X-Amz-Content-Sha256": EMPTY_SHA256 } });
      if (!res.ok && res.status !== 404) await fail("DELETE", storageKey, res);
      await res.arrayBuffer().catch(() => undefined);
    },
  };
}

let store: { config: string; store: FileStore } | null = null;

/** The configured store: S3-compatible storage when S3_BUCKET is set, else local disk (read again when the configuration changes). */
export function getFileStore(): FileStore {
  const s3 = s3ConfigFromEnv();
  const config = s3 ? JSON.stringify(s3) : `local:${uploadsDir()}`;
  if (store?.config !== config) store = { config, store: s3 ? createS3FileStore(s3) : createLocalFileStore() };
  return store.store;
}
