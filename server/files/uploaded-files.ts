import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db, SiteDb } from "@/db/client";
import { uploadedFiles, type UploadedFilePurpose } from "@/db/schema/files";
import type { NormalizedImage } from "./normalize-image";
import { getFileStore } from "./file-store";

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

/** The URL an uploaded file is served at (GET /api/files/{fileId}, same origin). */
export const uploadedFileUrl = (id: string) => `/api/files/${id}`;

/** The id inside one of our file URLs, else null (a logo URL set some other way). */
export function fileIdOfUrl(url: string | null | undefined): string | null {
  const m = /^\/api\/files\/([0-9a-f-]{36})$/.exec(url ?? "");
  return m ? m[1] : null;
}

/** This site's file by id, or null (another site's file, or not a uuid). */
export async function findUploadedFile(db: SiteDb, fileId: string): Promise<UploadedFileRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileId)) return null;
  const [row] = await db.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.siteId, db.siteId), eq(uploadedFiles.id, fileId)))
    .limit(1);
  return row ?? null;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type StagedImage = { id: string; storageKey: string; values: typeof uploadedFiles.$inferInsert };

/** Puts the bytes in the store under a fresh id; the caller records the row (`staged.values`) or calls `discardStaged`. */
export async function stageImage(siteId: number, input: { ownerUserId: number; purpose: UploadedFilePurpose; image: NormalizedImage }): Promise<StagedImage> {
  const id = crypto.randomUUID();
  const storageKey = `site-${siteId}/${input.purpose}/${id}.png`;
  await getFileStore().put(storageKey, input.image.bytes, input.image.contentType);
  const { image } = input;
  return {
    id,
    storageKey,
    values: { id, siteId, ownerUserId: input.ownerUserId, purpose: input.purpose, contentType: image.contentType, byteSize: image.bytes.length, width: image.width, height: image.height, sha256: image.sha256, storageKey },
  };
}

export const discardStaged = (staged: StagedImage) => getFileStore().delete(staged.storageKey);

/** Stores the bytes and records the row at once (seeds and tests; the agent logo records it under a lock). */
export async function storeUploadedImage(db: SiteDb, input: { ownerUserId: number; purpose: UploadedFilePurpose; image: NormalizedImage }): Promise<UploadedFileRow> {
  const staged = await stageImage(db.siteId, input);
  try {
    const [row] = await db.db.insert(uploadedFiles).values(staged.values).returning();
    return row;
  } catch (error) {
    await discardStaged(staged);
    throw error;
  }
}

/** Inside a transaction: deletes a user's file rows of one purpose (all but `keepId`); answers the storage keys, whose bytes go after commit. */
export async function deleteUserFileRows(tx: Tx, siteId: number, ownerUserId: number, purpose: UploadedFilePurpose, keepId?: string): Promise<string[]> {
  const removed = await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.siteId, siteId), eq(uploadedFiles.ownerUserId, ownerUserId), eq(uploadedFiles.purpose, purpose), keepId ? ne(uploadedFiles.id, keepId) : undefined))
    .returning({ storageKey: uploadedFiles.storageKey });
  return removed.map((r) => r.storageKey);
}

/** After commit: the bytes of deleted rows. */
export async function deleteStoredBytes(storageKeys: string[]): Promise<void> {
  for (const key of storageKeys) await getFileStore().delete(key);
}
