import { notFound, redirect } from "next/navigation";
import { getPageContext } from "@/server/auth/page-session";

/** "/" redirects out to the site's core site URL (spec 001 section 2). */
export default async function Page() {
  const { site } = await getPageContext();
  if (!site) notFound();
  redirect(site.coreSiteUrl && site.coreSiteUrl !== "/" ? site.coreSiteUrl : "/app");
}
