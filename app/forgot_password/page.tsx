import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { getSignupPageSite } from "@/server/auth/page-session";

export const metadata = { title: "Forgot password" };

/** Reached from the login pages; like /login, open in lock mode and a signed-in visitor goes home. */
export default async function Page() {
  const site = await getSignupPageSite();
  return <ForgotPasswordForm companyName={site.companyName} />;
}
