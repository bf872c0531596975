import "server-only";
import type { SiteDb } from "@/db/client";
import type { TETicketView } from "@/lib/contracts/eticket";
import { emailLogoImage } from "@/server/notifications/email-logo";
import { InlineImages, type InlineImage } from "@/server/notifications/inline-images";
import { withAgentLogo } from "./eticket-logo";

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,(.+)$/i;

/**
 * The e-ticket view as the email shows it (decision 0057): the logo (the agent's, else the site's)
 * and every barcode become inline parts, referred to as cid: URLs; `images` are the parts to attach.
 * The view given (data: PNG barcodes) stays as it is for the PDF.
 */
export async function toETicketEmailView(db: SiteDb, site: { logoUrl: string | null }, booking: { userId: number | null }, view: TETicketView): Promise<{ view: TETicketView; images: InlineImage[] }> {
  const images = new InlineImages();
  const logo = await emailLogoImage(db, (await withAgentLogo(db, site, booking)).logoUrl);
  const toCid = (url: string) => {
    const m = DATA_URL.exec(url);
    return m ? images.add(Buffer.from(m[2], "base64"), m[1].toLowerCase(), "barcode") : url;
  };
  const emailView: TETicketView = {
    ...view,
    company: { ...view.company, logoUrl: logo ? images.add(logo.content, logo.contentType, "logo") : null },
    passengers: view.passengers.map((p) => ({ ...p, barcodes: p.barcodes.map((b) => ({ ...b, imageUrl: toCid(b.imageUrl) })) })),
  };
  return { view: emailView, images: images.attachments };
}
