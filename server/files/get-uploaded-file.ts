import "server-only";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getFileStore } from "./file-store";
import { findUploadedFile } from "./uploaded-files";
import { findSupplierPackageImage } from "@/server/packages/supplier-package-image";

const notFound = () => new AppError("NOT_FOUND", "File not found");

/**
 * GET /api/files/{fileId}: this site's file, with the content type read from its bytes at upload.
 * A package image of an approved TourPackages supplier is served too (its package shows on this site).
 * A file id never changes content (a new upload gets a new id), so it is cacheable for a year.
 */
export async function getUploadedFile(ctx: RequestContext, fileId: string): Promise<Response> {
  const row = (await findUploadedFile(ctx.db, fileId)) ?? (await findSupplierPackageImage(ctx.db, fileId));
  if (!row) throw notFound();
  const bytes = await getFileStore().get(row.storageKey);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${row.sha256}"`,
      "Content-Disposition": "inline",
    },
  });
}
