import { ChangePasswordForm } from "@/components/account/change-password-form";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = { title: "Change password" };

export default async function Page() {
  await requirePageUser();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Change password</h1>
      <p className="text-sm text-slate-600">Changing your password signs you out on every other device; this one stays signed in.</p>
      <ChangePasswordForm />
    </section>
  );
}
