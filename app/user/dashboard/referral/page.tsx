import { AccountTabs } from "@/components/account/dashboard/account-tabs";
import { ReferralScreen } from "@/components/account/dashboard/referral-screen";
import { siteTimeZone } from "@/lib/dates";
import { readReferralForPage } from "@/server/account/get-referral";
import { requireCustomerPageUser } from "@/server/auth/page-session";

export const metadata = { title: "Referral" };

export default async function Page() {
  const { site, principal } = await requireCustomerPageUser();
  const referral = await readReferralForPage(site.id, principal.userId);
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold">Referral</h1>
      <AccountTabs active="/user/dashboard/referral" />
      <ReferralScreen referral={referral} timeZone={siteTimeZone(site.timezone)} />
    </section>
  );
}
