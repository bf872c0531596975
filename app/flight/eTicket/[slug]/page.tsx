import { notFound } from "next/navigation";
import { enforceLockMode } from "@/server/auth/page-session";
import { eTicketMetadata, renderETicketPage } from "./render-eticket-page";

export const metadata = eTicketMetadata;

/** The public e-ticket (anyone with the link; lockable; anonymous views rate limited). */
export default async function Page(props: PageProps<"/flight/eTicket/[slug]">) {
  const { site, principal, path } = await enforceLockMode();
  if (!site) notFound();
  const { slug } = await props.params;
  return renderETicketPage({ site, principal, slug, query: await props.searchParams, path });
}
