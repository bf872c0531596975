import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { SiteDb } from "@/db/client";
import { getFileStore } from "@/server/files/file-store";
import { fileIdOfUrl, findUploadedFile } from "@/server/files/uploaded-files";

/*
 * A logo as an email can carry it (decision 0057): the bytes, to go inline as a cid: part. Mail
 * clients cannot load our same-origin paths, strip data: URIs and (Gmail, Outlook) do not draw SVG,
 * so: an uploaded logo (/api/files/{id}, already a PNG or JPEG) as stored; a file of public/
 * (/brand/site.svg) read from disk, an SVG rasterised to PNG. A logo at an outside URL is not
 * fetched at send time (no network call while sending, no server-side request to a stored URL): the
 * email then shows the company name without it.
 */

export type EmailImage = { content: Buffer; contentType: string };

const PUBLIC_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp" };
/** Twice the 40-60 px the emails show it at, for high-density screens. */
const SVG_HEIGHT_PX = 120;

async function publicFile(url: string): Promise<EmailImage | null> {
  const root = path.resolve(process.cwd(), "public");
  let relative: string;
  try {
    relative = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${relative}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  const ext = path.extname(file).toLowerCase();
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return null;
  if (ext === ".svg") {
    const png = await sharp(bytes, { density: 300 }).resize({ height: SVG_HEIGHT_PX, withoutEnlargement: false }).png().toBuffer().catch(() => null);
    return png ? { content: png, contentType: "image/png" } : null;
  }
  return PUBLIC_TYPES[ext] ? { content: bytes, contentType: PUBLIC_TYPES[ext] } : null;
}

/** The logo's bytes for an email, or null (none, an outside URL, a missing file). */
export async function emailLogoImage(db: SiteDb, logoUrl: string | null | undefined): Promise<EmailImage | null> {
  if (!logoUrl) return null;
  const fileId = fileIdOfUrl(logoUrl);
  if (fileId) {
    const file = await findUploadedFile(db, fileId);
    const bytes = file ? await getFileStore().get(file.storageKey) : null;
    return file && bytes ? { content: bytes, contentType: file.contentType } : null;
  }
  if (logoUrl.startsWith("/") && !logoUrl.startsWith("//")) return publicFile(logoUrl);
  return null;
}
