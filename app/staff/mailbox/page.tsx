import { redirect } from "next/navigation";
import { MailboxScreen } from "@/components/backoffice/mailbox/mailbox-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Mailbox" };

export default async function Page() {
  const { principal, site } = await requirePagePermission("notifications.emailOutbox.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Mailbox</h1>
      <p className="text-slate-600">Every email {site.companyName} sends is kept here. Without an SMTP server configured, messages stay here as pending for you to read.</p>
      <MailboxScreen />
    </section>
  );
}
