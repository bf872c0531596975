import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ETicketScreen } from "@/components/tickets/eticket/eticket-screen";
import { TooManyRequests } from "@/components/tickets/eticket/too-many-requests";
import type { Principal } from "@/server/auth/principal";
import { loginUrl } from "@/server/auth/page-session";
import { getClientIp } from "@/server/http/client-ip";
import type { SiteRecord } from "@/server/sites/find-site";
import { getETicketPage, type ETicketQuery } from "@/server/tickets/eticket/get-eticket-page";

export const eTicketMetadata = { title: "E-Ticket", robots: { index: false, follow: false } };

/** Both e-ticket routes (public and in the flight area) render the same screen. */
export async function renderETicketPage(input: { site: SiteRecord; principal: Principal | null; slug: string; query: ETicketQuery; path: string }) {
  const h = await headers();
  const ip = getClientIp({ headers: h });
  const page = await getETicketPage({ site: input.site, principal: input.principal, ip, requestId: h.get("x-request-id") ?? undefined, slug: input.slug, query: input.query });
  if (page.kind === "notFound") notFound();
  if (page.kind === "rateLimited") return <TooManyRequests retryAfterSeconds={page.retryAfterSeconds} loginHref={loginUrl(input.path)} />;
  return (
    <ETicketScreen
      view={page.view}
      viewer={page.viewer}
      isPrint={page.isPrint}
      paxIndex={page.isSinglePax ? (page.view.passengers[0]?.index ?? 0) : null}
      isPriceHidden={page.isPriceHidden}
    />
  );
}
