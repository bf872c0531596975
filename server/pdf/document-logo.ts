import "server-only";
import sharp from "sharp";
import type { SiteDb } from "@/db/client";
import { readLogoFile } from "@/server/files/logo-file";

/** The largest logo a document draws, in pixels (a header is at most ~150 x 50 pt). */
const LOGO_BOX = { width: 600, height: 200 };

/** PNG or JPEG bytes as they are, anything else sharp reads (SVG, WebP) as a PNG, fitted in LOGO_BOX; null if unreadable. */
async function toDrawable(bytes: Buffer, contentType: string): Promise<string | null> {
  if (contentType === "image/png" || contentType === "image/jpeg") return `data:${contentType};base64,${bytes.toString("base64")}`;
  try {
    const png = await sharp(bytes, { limitInputPixels: 40_000_000, density: 288 }).resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true }).png().toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch {
    return null;
  }
}

/**
 * A site's or agent's logo as a data: URI a PDF can draw (decision 0056), or null: an uploaded file
 * of this site (the file store), a file of the public folder (the seeded sites' SVG logos), or a
 * data: URI already. SVG and WebP become PNG. Documents never download: other URLs give null.
 */
export async function documentLogoData(db: SiteDb, url: string | null | undefined): Promise<string | null> {
  if (!url) return null;
  const data = /^data:(image\/(?:png|jpeg|svg\+xml|webp));base64,([A-Za-z0-9+/=]+)$/.exec(url);
  if (data) return toDrawable(Buffer.from(data[2], "base64"), data[1]);
  const logo = await readLogoFile(db, url);
  return logo ? toDrawable(logo.bytes, logo.contentType) : null;
}
