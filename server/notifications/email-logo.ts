import "server-only";
import sharp from "sharp";
import type { SiteDb } from "@/db/client";
import { readLogoFile } from "@/server/files/logo-file";

/*
 * A logo as an email can carry it (decision 0057): the bytes, to go inline as a cid: part. Mail
 * clients cannot load our same-origin paths, strip data: URIs and (Gmail, Outlook) do not draw SVG,
 * so: an uploaded logo (/api/files/{id}, already a PNG or JPEG) as stored; a file of public/
 * (/brand/site.svg) read from disk, an SVG rasterised to PNG. A logo at an outside URL is not
 * fetched at send time (no network call while sending, no server-side request to a stored URL): the
 * email then shows the company name without it.
 */

export type EmailImage = { content: Buffer; contentType: string };

/** Twice the 40-60 px the emails show it at, for high-density screens. */
const SVG_HEIGHT_PX = 120;

/** The logo's bytes for an email, or null (none, an outside URL, a missing file); an SVG as a PNG. */
export async function emailLogoImage(db: SiteDb, logoUrl: string | null | undefined): Promise<EmailImage | null> {
  const logo = await readLogoFile(db, logoUrl);
  if (!logo) return null;
  if (logo.contentType !== "image/svg+xml") return { content: logo.bytes, contentType: logo.contentType };
  const png = await sharp(logo.bytes, { density: 300 }).resize({ height: SVG_HEIGHT_PX, withoutEnlargement: false }).png().toBuffer().catch(() => null);
  return png ? { content: png, contentType: "image/png" } : null;
}
