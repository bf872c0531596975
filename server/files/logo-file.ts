import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SiteDb } from "@/db/client";
import { getFileStore } from "./file-store";
import { fileIdOfUrl, findUploadedFile } from "./uploaded-files";

/** A logo's bytes and type, as stored (an upload) or on disk (a file of public/). */
export type LogoFile = { bytes: Buffer; contentType: string };

const PUBLIC_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp", ".svg": "image/svg+xml" };

/** A same-origin path of the app's public folder ("/brand/acme.svg"), read from disk; null for anything outside it or of another type. */
async function publicLogo(url: string): Promise<LogoFile | null> {
  if (!url.startsWith("/") || url.startsWith("//") || url.startsWith("/api/")) return null;
  const root = path.resolve(process.cwd(), "public");
  let relative: string;
  try {
    relative = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${relative}`);
  const contentType = PUBLIC_TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(`${root}${path.sep}`) || !contentType) return null;
  const bytes = await readFile(file).catch(() => null);
  return bytes ? { bytes, contentType } : null;
}

/**
 * The bytes of a site's or agent's logo, wherever its URL points in this deployment: an uploaded
 * file of this site (/api/files/{id}, the file store) or a file of the public folder (the seeded
 * sites' SVG logos). Never a download: any other URL is null, as is a missing file. Documents
 * (server/pdf/document-logo.ts) and emails (server/notifications/email-logo.ts) each turn the bytes
 * into what they can draw.
 */
export async function readLogoFile(db: SiteDb, url: string | null | undefined): Promise<LogoFile | null> {
  if (!url) return null;
  const fileId = fileIdOfUrl(url);
  if (fileId) {
    const file = await findUploadedFile(db, fileId);
    const bytes = file ? await getFileStore().get(file.storageKey) : null;
    return file && bytes ? { bytes, contentType: file.contentType } : null;
  }
  return publicLogo(url);
}
