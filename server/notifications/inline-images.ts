import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { EmailAttachmentInput } from "./send-email";

/*
 * Images in email (decision 0057): Gmail and Outlook strip `data:` images, so every image an email
 * shows (logos, barcodes, QR codes) travels as an inline MIME part with a Content-ID, and the HTML
 * refers to it as `<img src="cid:...">`. Renderers add their images here and put the answered
 * `cid:` URL in the HTML; sendEmail also turns any `data:image/...` left in an HTML body (a
 * partner's own HTML) into such parts, so no message leaves with a data: URI.
 */

export type InlineImage = EmailAttachmentInput & { contentId: string };

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "image/svg+xml": "svg" };

/** A Content-ID unique to this message: `<name>-<n>.<random>@wayfare` (RFC 2392: an addr-spec). */
const newContentId = (name: string, n: number, salt: string) => `${name.replace(/[^A-Za-z0-9-]+/g, "-").slice(0, 40) || "image"}-${n}.${salt}@wayfare`;

/** Collects a message's inline images; the same bytes added twice are one part. */
export class InlineImages {
  private readonly parts: InlineImage[] = [];
  private readonly byHash = new Map<string, InlineImage>();
  private readonly salt = randomBytes(6).toString("hex");

  /** Adds an image; answers the `cid:` URL to put in `<img src>`. */
  add(content: Buffer, contentType: string, name = "image"): string {
    const hash = createHash("sha256").update(contentType).update("\0").update(content).digest("hex");
    let part = this.byHash.get(hash);
    if (!part) {
      const contentId = newContentId(name, this.parts.length + 1, this.salt);
      part = { filename: `${contentId.split("@")[0]}.${EXTENSIONS[contentType] ?? "bin"}`, contentType, content, contentId };
      this.parts.push(part);
      this.byHash.set(hash, part);
    }
    return `cid:${part.contentId}`;
  }

  get attachments(): InlineImage[] {
    return [...this.parts];
  }
}

// A data: image as a quoted attribute value (src="data:image/png;base64,...", the base64 may be wrapped).
const QUOTED_DATA_IMAGE = /(["'])data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)\1/gi;
// Any other (an unquoted src=, a CSS url(...)): base64 without whitespace.
const BARE_DATA_IMAGE = /data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+=*)/gi;

/** The HTML with every base64 `data:image/...` (attribute or CSS url) replaced by a `cid:` URL of a part added to `images`. */
export function inlineDataImages(html: string, images: InlineImages): string {
  const add = (contentType: string, data: string) => images.add(Buffer.from(data.replace(/\s+/g, ""), "base64"), contentType.toLowerCase(), "image");
  return html
    .replace(QUOTED_DATA_IMAGE, (_m, quote: string, contentType: string, data: string) => `${quote}${add(contentType, data)}${quote}`)
    .replace(BARE_DATA_IMAGE, (_m, contentType: string, data: string) => add(contentType, data));
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * For the staff mailbox's preview only (an iframe that cannot fetch parts): `cid:` references to the
 * message's inline parts become data: URIs again. What was sent keeps its cid: references.
 */
export function resolveCidImages(html: string, parts: { contentId: string | null; contentType: string; content: Buffer }[]): string {
  const byId = new Map(parts.filter((p) => p.contentId).map((p) => [p.contentId!.toLowerCase(), p]));
  if (byId.size === 0) return html;
  // A quoted attribute value or a CSS url(...).
  return html.replace(/(["'(])cid:([^"'\s()<>]+)(?=["')])/gi, (whole, before: string, id: string) => {
    const part = byId.get(safeDecode(id).toLowerCase());
    return part ? `${before}data:${part.contentType};base64,${part.content.toString("base64")}` : whole;
  });
}
