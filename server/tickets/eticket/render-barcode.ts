import "server-only";
import bwipjs from "bwip-js/node";

/** PDF417 barcodes of BCBP content (ARCHITECTURE section 1: bwip-js, PDF417), drawn on the server. */
const options = (text: string) => ({ bcid: "pdf417", text, scale: 2, height: 10, columns: 6, paddingwidth: 4, paddingheight: 4, backgroundcolor: "FFFFFF" });

/** An SVG data URL: crisp at any zoom and in print (the page). */
export function toBarcodeSvgDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(bwipjs.toSVG(options(text)), "utf8").toString("base64")}`;
}

/** A PNG data URL: what email clients show inline (the email). */
export async function toBarcodePngDataUrl(text: string): Promise<string> {
  const png = await bwipjs.toBuffer(options(text));
  return `data:image/png;base64,${png.toString("base64")}`;
}
