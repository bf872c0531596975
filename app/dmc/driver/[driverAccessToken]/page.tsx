import { headers } from "next/headers";
import { decodePathParam } from "@/lib/path-params";
import { DriverJobSheet } from "@/components/dmc-transfers/driver-job-sheet";
import { DriverLinkDead } from "@/components/dmc-transfers/driver-link-dead";
import { getPageContext } from "@/server/auth/page-session";
import { checkDriverLink } from "@/server/dmc-transfers/driver-access";
import { todayIn } from "@/server/flights/search-rules";
import { getClientIp } from "@/server/http/client-ip";
import { DEFAULT_TIME_ZONE } from "@/lib/dates";

/** The token is a secret: never indexed, never sent on as a Referer. */
export const metadata = { title: "My jobs", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ driverAccessToken: string }> };

/**
 * /dmc/driver/{driverAccessToken} (spec 001 section 2): the driver's job sheet, no login. Not
 * lockable: a driver has no account, the token is the key (decision 0041). The link is checked on
 * the server (counted and limited like the driver endpoints), so an unknown or revoked link says so
 * in the page's HTML rather than after a script has run.
 */
export default async function Page({ params }: Props) {
  const { driverAccessToken } = await params;
  const { site } = await getPageContext();
  const token = decodePathParam(driverAccessToken);
  const link = await checkDriverLink(site?.id ?? null, token, getClientIp({ headers: await headers() }));
  if (link.kind === "dead" || !token) return <DriverLinkDead message={link.kind === "dead" ? link.message : undefined} />;
  return <DriverJobSheet token={token} driverName={link.driverName} today={todayIn(site?.timezone ?? DEFAULT_TIME_ZONE)} timeZone={site?.timezone ?? DEFAULT_TIME_ZONE} />;
}
