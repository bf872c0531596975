import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcHotels } from "@/db/schema/dmc";
import { users } from "@/db/schema/users";
import { VoucherMessages } from "@/lib/contracts/dmc-quotes";
import { AppError } from "@/server/http/errors";
import { renderPdf } from "@/server/pdf/render-pdf";
import { documentBrand } from "./document-branding";
import { type KartView, loadKart } from "./load-kart";
import { toVouchers, type Voucher, type VoucherExtras, voucherQrPng } from "./voucher-model";
import { issueVoucherLinks } from "./voucher-tokens";

/** What voucher-pdf.mjs draws: the branding and each voucher with its QR code as a PNG data: URI. */
export type VoucherDocumentModel = {
  brandName: string;
  brandLogoData: string | null;
  /** The site's brand colour (document-branding.ts). */
  brandColor: string;
  quotationId: string;
  vouchers: (Voucher & { qrPng: string })[];
};

/** The itinerary, when it has vouchers: vouchered and not cancelled (400 with a clear message otherwise). */
export async function loadVoucheredKart(db: SiteDb, id: number): Promise<KartView> {
  const kart = await loadKart(db, id);
  if (kart.isCancelled) throw new AppError("VALIDATION_ERROR", VoucherMessages.cancelled);
  if (!kart.isVouchered) throw new AppError("VALIDATION_ERROR", VoucherMessages.notVouchered);
  return kart;
}

/** The guest's phone as dialled: the customer's ("+971 501234567"), else null. */
export async function guestPhoneOf(db: SiteDb, customerId: number): Promise<string | null> {
  const [u] = await db.db.select({ phone: users.phone, code: users.phoneCountryCode }).from(users).where(and(eq(users.siteId, db.siteId), eq(users.id, customerId)));
  if (!u?.phone) return null;
  const code = (u.code ?? "").trim();
  return code ? `${code.startsWith("+") ? code : `+${code}`} ${u.phone}` : u.phone;
}

/** Each hotel's address and the guest's phone, for the vouchers. */
async function voucherExtras(db: SiteDb, kart: KartView): Promise<VoucherExtras> {
  const ids = [...new Set(kart.accomodations.map((a) => a.accomodationId))];
  const hotels = ids.length ? await db.db.select({ id: dmcHotels.id, address: dmcHotels.address }).from(dmcHotels).where(and(eq(dmcHotels.siteId, db.siteId), inArray(dmcHotels.id, ids))) : [];
  return { hotelAddress: Object.fromEntries(hotels.map((h) => [h.id, h.address])), guestPhone: await guestPhoneOf(db, kart.customerId) };
}

export async function buildVoucherModel(db: SiteDb, kart: KartView): Promise<VoucherDocumentModel> {
  const brand = await documentBrand(db, kart);
  const lines = toVouchers(kart, await voucherExtras(db, kart));
  // Each document gets fresh links (only their hashes are kept): the QR code is the voucher's page (decision 0058).
  const links = await issueVoucherLinks(
    db,
    kart.id,
    lines.map((v) => ({ ref: v.ref, kind: v.kind, title: v.title, date: v.date, confirmationNumber: v.confirmationNumber, leadPassenger: v.leadPassenger, pax: v.pax, adults: kart.adults, children: kart.child, infants: kart.infant, quotationId: kart.quotationId })),
  );
  const vouchers = await Promise.all(lines.map(async (v, i) => ({ ...v, qrText: links[i], qrPng: `data:image/png;base64,${(await voucherQrPng(links[i])).toString("base64")}` })));
  return { brandName: brand.name, brandLogoData: brand.logoData, brandColor: brand.color, quotationId: kart.quotationId, vouchers };
}

export function renderVoucherPdfBuffer(model: VoucherDocumentModel): Promise<Buffer> {
  return renderPdf(() => import("./voucher-pdf.mjs"), "renderVoucherPdf", "server/dmc-quotes/voucher-pdf.mjs", model);
}

export const voucherFileName = (kart: Pick<KartView, "quotationId">) => `${kart.quotationId}-vouchers.pdf`;

/** GET kart/getVoucherPdf?id. */
export async function getVoucherPdf(db: SiteDb, id: number): Promise<Response> {
  const kart = await loadVoucheredKart(db, id);
  const pdf = await renderVoucherPdfBuffer(await buildVoucherModel(db, kart));
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${voucherFileName(kart)}"` } });
}
