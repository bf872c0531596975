import { SignupScreen } from "@/components/account/signup-screen";
import { getSignupPageSite } from "@/server/auth/page-session";

export const metadata = { title: "Sign up" };

export default async function Page() {
  const site = await getSignupPageSite();
  return <SignupScreen companyName={site.companyName} />;
}
