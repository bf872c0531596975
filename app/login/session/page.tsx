import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { SessionLoginRunner } from "@/components/account/session-login-runner";
import { getSafeRedirect } from "@/lib/redirects";
import { getPageContext } from "@/server/auth/page-session";

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/** The landing page of a jump from another site: signs in with the session exchange id, then goes on. */
export default async function Page(props: PageProps<"/login/session">) {
  const { site } = await getPageContext();
  if (!site) notFound();
  const params = await props.searchParams;
  const sessionId = first(params.sessionId) ?? "";
  const host = (await headers()).get("host") ?? "";
  return <SessionLoginRunner sessionId={sessionId} redirectTarget={getSafeRedirect(first(params.redirectTo), first(params.redirectType), host)} />;
}
