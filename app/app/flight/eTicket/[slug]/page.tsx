import { eTicketMetadata, renderETicketPage } from "@/app/flight/eTicket/[slug]/render-eticket-page";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = eTicketMetadata;

/** The flight area's e-ticket screen: the same ticket for a signed-in user. */
export default async function Page(props: PageProps<"/app/flight/eTicket/[slug]">) {
  const { site, principal, path } = await requirePageUser();
  const { slug } = await props.params;
  return renderETicketPage({ site, principal, slug, query: await props.searchParams, path });
}
