import { notFound } from "next/navigation";
import { GeneratePasswordForm } from "@/components/account/generate-password-form";
import { getPageContext } from "@/server/auth/page-session";

export const metadata = { title: "Set your password" };

/** Account flow (spec 001 section 2): open to everyone, also in lock mode. */
export default async function Page(props: PageProps<"/generate_password">) {
  const { site } = await getPageContext();
  if (!site) notFound();
  const raw = (await props.searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? null;
  return <GeneratePasswordForm token={token || null} companyName={site.companyName} />;
}
