import { AccountTabs } from "@/components/account/dashboard/account-tabs";
import { LogoUpload } from "@/components/account/dashboard/logo-upload";
import { PhonesForm } from "@/components/account/dashboard/phones-form";
import { ProfileForm } from "@/components/account/dashboard/profile-form";
import { BillingDetailsForm } from "@/components/account/profile/billing-details-form";
import { readBillingDetailsForPage } from "@/server/account/billing-details";
import { readMyProfileForPage } from "@/server/account/my-profile";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = { title: "Profile" };

const CARD = "space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

export default async function Page() {
  const { site, principal } = await requirePageUser();
  const isStaff = principal.userType === "staff";
  const [profile, billing] = await Promise.all([readMyProfileForPage(site.id, principal.userId), isStaff ? null : readBillingDetailsForPage(site.id, principal.userId)]);
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold">Profile</h1>
      <AccountTabs active="/user/dashboard/userProfile" />
      <section aria-labelledby="profile-details" className={CARD}>
        <h2 id="profile-details" className="text-lg font-semibold">
          {profile.company ? "Your details and company" : "Your details"}
        </h2>
        <ProfileForm initial={profile} />
      </section>
      <section aria-labelledby="profile-phones" className={CARD}>
        <h2 id="profile-phones" className="text-lg font-semibold">
          Phone numbers
        </h2>
        <PhonesForm phoneNumbers={profile.phoneNumbers} />
      </section>
      {profile.canUploadLogo ? (
        <section aria-labelledby="profile-logo" className={CARD}>
          <h2 id="profile-logo" className="text-lg font-semibold">
            Your logo on e-tickets
          </h2>
          <LogoUpload initialUrl={profile.taLogoUrl} />
        </section>
      ) : null}
      {billing ? (
        <section aria-labelledby="profile-billing" className="space-y-3">
          <div>
            <h2 id="profile-billing" className="text-lg font-semibold">
              Billing details
            </h2>
            <p className="text-sm text-slate-600">The name, GSTIN and PAN printed on your invoices.</p>
          </div>
          <BillingDetailsForm initial={billing} />
        </section>
      ) : null}
    </section>
  );
}
