import { DriverJobSheet } from "@/components/dmc-transfers/driver-job-sheet";
import { getPageContext } from "@/server/auth/page-session";
import { todayIn } from "@/server/flights/search-rules";
import { DEFAULT_TIME_ZONE } from "@/lib/dates";

/** The token is a secret: never indexed, never sent on as a Referer. */
export const metadata = { title: "My jobs", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ driverAccessToken: string }> };

/**
 * /dmc/driver/{driverAccessToken} (spec 001 section 2): the driver's job sheet, no login. Not
 * lockable: a driver has no account, the token is the key (decision 0041).
 */
export default async function Page({ params }: Props) {
  const { driverAccessToken } = await params;
  const { site } = await getPageContext();
  return <DriverJobSheet token={decodeURIComponent(driverAccessToken)} today={todayIn(site?.timezone ?? DEFAULT_TIME_ZONE)} />;
}
