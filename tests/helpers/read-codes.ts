import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BinaryBitmap, DecodeHintType, HybridBinarizer, PDF417Reader, RGBLuminanceSource } from "@zxing/library";
import sharp from "sharp";

/*
 * Outside readers of the codes we draw (issue 24): zxing for PDF417, zbarimg (Debian's zbar-tools)
 * for QR codes, poppler's pdftoppm to rasterise a PDF page as a scanner or a phone camera would see it.
 */

/** The images of a data: URL or a PNG buffer as sharp input. */
const bytesOf = (image: Buffer | string) => (typeof image === "string" ? Buffer.from(image.replace(/^data:image\/png;base64,/, ""), "base64") : image);

function decodePdf417(pixels: Uint8ClampedArray, width: number, height: number): string[] {
  // One byte per pixel: zxing's RGBLuminanceSource takes a luminance array of width x height.
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)));
  try {
    return new PDF417Reader().decodeMultiple(bitmap, new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]])).map((r) => r.getText());
  } catch {
    return [];
  }
}

/**
 * Every PDF417 code zxing finds in a PNG, once each. A whole page is also read through windows half
 * its width (side-by-side symbols can hide one another from zxing's multiple-symbol search, as
 * they would not from a scanner aimed at one of them).
 */
export async function readPdf417(image: Buffer | string): Promise<string[]> {
  const { data, info } = await sharp(bytesOf(image)).flatten({ background: "#ffffff" }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const found = new Set(decodePdf417(new Uint8ClampedArray(data), info.width, info.height));
  if (info.width < 1000) return [...found];
  const width = Math.round(info.width / 2);
  for (let left = 0; left + width <= info.width; left += Math.round(info.width / 8)) {
    const window = new Uint8ClampedArray(width * info.height);
    for (let y = 0; y < info.height; y++) window.set(data.subarray(y * info.width + left, y * info.width + left + width), y * width);
    for (const text of decodePdf417(window, width, info.height)) found.add(text);
  }
  return [...found];
}

/** Every QR code zbarimg reads in a PNG, one string each. */
export function readQrCodes(png: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "wayfare-qr-"));
  try {
    const file = path.join(dir, "image.png");
    writeFileSync(file, png);
    const out = execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return out.split("\n").filter((l) => l.length > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The pages of a PDF as PNG images (poppler's pdftoppm at `dpi`). */
export function rasterisePdf(pdf: Buffer, dpi: number): Buffer[] {
  const dir = mkdtempSync(path.join(tmpdir(), "wayfare-pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    execFileSync("pdftoppm", ["-r", String(dpi), "-png", file, path.join(dir, "page")]);
    return readdirSync(dir)
      .filter((f) => f.startsWith("page") && f.endsWith(".png"))
      .sort()
      .map((f) => readFileSync(path.join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
