import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * What a printed PDF looks like, through poppler: the pages rasterised by `pdftoppm` and the images
 * `pdfimages` finds. For checks a reader's eye makes: the brand's colour, the logo.
 */

/** How many pixels of page `page` (1-based), rendered at `dpi`, are within `tolerance` of each hex colour. */
export function countColourPixels(pdf: Buffer, colours: string[], { page = 1, dpi = 50, tolerance = 24 } = {}): Record<string, number> {
  const ppm = execFileSync("pdftoppm", ["-r", String(dpi), "-f", String(page), "-l", String(page), "-"], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  // Binary PPM: "P6\n<width> <height>\n255\n" then RGB bytes.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("pdftoppm did not answer a PPM image");
  const data = ppm.subarray(header[0].length);
  const targets = colours.map((c) => [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)]);
  const counts = colours.map(() => 0);
  for (let i = 0; i + 2 < data.length; i += 3) {
    targets.forEach(([r, g, b], t) => {
      if (Math.abs(data[i] - r) <= tolerance && Math.abs(data[i + 1] - g) <= tolerance && Math.abs(data[i + 2] - b) <= tolerance) counts[t] += 1;
    });
  }
  return Object.fromEntries(colours.map((c, t) => [c, counts[t]]));
}

/** The images `pdfimages -list` finds on the pages: width and height in pixels, one row each. */
export function pdfImages(pdf: Buffer): { page: number; width: number; height: number }[] {
  // pdfimages reads a file, not stdin.
  const dir = mkdtempSync(path.join(tmpdir(), "pdfimages-"));
  let out: string;
  try {
    writeFileSync(path.join(dir, "doc.pdf"), pdf);
    out = execFileSync("pdfimages", ["-list", path.join(dir, "doc.pdf")]).toString("utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out
    .split("\n")
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => l.trim().split(/\s+/))
    .filter((cols) => cols[2] === "image")
    .map((cols) => ({ page: Number(cols[0]), width: Number(cols[3]), height: Number(cols[4]) }));
}
