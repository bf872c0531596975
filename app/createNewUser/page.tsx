import { redirect } from "next/navigation";
import { CreateAgentForm } from "@/components/backoffice/agents/create-agent-form";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Create agent" };

/** Agent creation by staff (spec 001 sections 2 and 5): B2c (retail) or B2B (travel agent). */
export default async function Page() {
  const { principal, site } = await requirePagePermission("customers.agents.create");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="mx-auto w-full max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Create agent</h1>
        <p className="text-slate-600">A new B2B agent or B2c customer of {site.companyName}. They get an email with a link to set their password.</p>
      </div>
      <CreateAgentForm />
    </section>
  );
}
