import "server-only";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

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

let store: FileStore | null = null;

/** The configured store (local disk until an S3-compatible backend is configured). */
export function getFileStore(): FileStore {
  store ??= createLocalFileStore();
  return store;
}
