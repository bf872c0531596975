import { redirect } from "next/navigation";
import { SignInKeysForm } from "@/components/backoffice/settings/sign-in-keys-form";
import { requirePageUser } from "@/server/auth/page-session";
import { getSignInKeys } from "@/server/sites/sign-in-keys";

export const metadata = { title: "Sign-in settings" };

/** Super admins set the site's Google and Facebook sign-in keys (decision 0024). */
export default async function Page() {
  const { site, principal } = await requirePageUser();
  if (principal.userType !== "staff" || !principal.isSuperAdmin) redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Sign-in settings</h1>
      <p className="max-w-3xl text-sm text-slate-600">Let customers continue with Google or Facebook on this site.</p>
      <SignInKeysForm initial={await getSignInKeys({ site })} />
    </section>
  );
}
