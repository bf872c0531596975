import { notFound } from "next/navigation";
import { decodePathParam } from "@/lib/path-params";
import { VoucherCard } from "@/components/dmc-vouchers/voucher-card";
import { getPageContext } from "@/server/auth/page-session";
import { getVoucherPage } from "@/server/dmc-quotes/get-voucher-page";

/** The token is a secret: never indexed, never sent on as a Referer. */
export const metadata = { title: "Voucher", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ token: string }> };

/**
 * /v/{token}: the page a voucher's QR code opens (decision 0058). Public and server-rendered: whether
 * the voucher is valid, already used (when, by whom) or cancelled, for which service, date and party.
 * Staff with the permission, or the itinerary's driver with their driver link, redeem it here.
 */
export default async function Page({ params }: Props) {
  const { token } = await params;
  const { site, principal } = await getPageContext();
  const decoded = decodePathParam(token) ?? "";
  const page = await getVoucherPage(site, principal, decoded);
  if (!page) notFound();
  return <VoucherCard token={decoded} page={page} />;
}
