import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";

export type ImageKind = "png" | "jpeg" | "webp";

/** The image type the bytes' signature (magic numbers) names; the client's type and file name are never read. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

export type NormalizedImage = { bytes: Buffer; contentType: "image/png"; width: number; height: number; sha256: string };

/** Decoding bombs: refuse anything past 40 megapixels before decoding it. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks that the bytes are a PNG, JPEG or WebP image (signature, then sharp's own reading must
 * agree), and re-encodes it as PNG scaled to fit `box` (never enlarged, EXIF orientation applied,
 * metadata dropped). Null when the bytes are not such an image.
 */
export async function normalizeImage(input: Buffer, box: { width: number; height: number }): Promise<NormalizedImage | null> {
  const kind = sniffImageKind(input);
  if (!kind) return null;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== kind || !meta.width || !meta.height) return null;
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: "image/png", width: info.width, height: info.height, sha256: createHash("sha256").update(data).digest("hex") };
  } catch {
    return null; // truncated or corrupt: not an image we can use
  }
}
