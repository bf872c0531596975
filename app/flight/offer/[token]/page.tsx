import { notFound } from "next/navigation";
import { FareOffer } from "@/components/fare-shares/fare-offer";
import { getPageContext } from "@/server/auth/page-session";
import { findFareShareView } from "@/server/fare-shares/get-fare-share";

export const metadata = { title: "Flight offer", robots: { index: false, follow: false }, referrer: "no-referrer" };

/**
 * /flight/offer/<token> (decision 0051): the fares an agent shared, read-only, no login; unknown,
 * expired or another site's token is not found. Open in lock mode: the customer has no login, the
 * token is the key (as the driver's link).
 */
export default async function Page(props: PageProps<"/flight/offer/[token]">) {
  const { site } = await getPageContext();
  if (!site) notFound();
  const { token } = await props.params;
  const view = await findFareShareView(site.id, token);
  if (!view) notFound();
  return <FareOffer view={view} />;
}
