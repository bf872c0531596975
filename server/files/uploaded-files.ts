import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
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

/** Puts the bytes in the store first, then records the row; the row's id names the file from then on. */
export async function storeUploadedImage(db: SiteDb, input: { ownerUserId: number; purpose: UploadedFilePurpose; image: NormalizedImage }): Promise<UploadedFileRow> {
  const id = crypto.randomUUID();
  const storageKey = `site-${db.siteId}/${input.purpose}/${id}.png`;
  await getFileStore().put(storageKey, input.image.bytes, input.image.contentType);
  try {
    const [row] = await db.db
      .insert(uploadedFiles)
      .values({
        id,
        siteId: db.siteId,
        ownerUserId: input.ownerUserId,
        purpose: input.purpose,
        contentType: input.image.contentType,
        byteSize: input.image.bytes.length,
        width: input.image.width,
        height: input.image.height,
        sha256: input.image.sha256,
        storageKey,
      })
      .returning();
    return row;
  } catch (error) {
    await getFileStore().delete(storageKey);
    throw error;
  }
}

/** Deletes a user's files of one purpose (all but `keepId`): rows first, then the bytes. */
export async function deleteUserFiles(db: SiteDb, ownerUserId: number, purpose: UploadedFilePurpose, keepId?: string): Promise<number> {
  const removed = await db.db
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.siteId, db.siteId), eq(uploadedFiles.ownerUserId, ownerUserId), eq(uploadedFiles.purpose, purpose), keepId ? ne(uploadedFiles.id, keepId) : undefined))
    .returning({ storageKey: uploadedFiles.storageKey });
  for (const r of removed) await getFileStore().delete(r.storageKey);
  return removed.length;
}
