import "server-only";
import { AppError } from "@/server/http/errors";
import { findSiteByDomain } from "./find-site";
import { toSiteBranding } from "./get-site-branding";

/** POST /api/whitelabel/detetct {domain}. */
export async function detectSite(_ctx: unknown, input: { domain: string }) {
  const site = await findSiteByDomain(input.domain);
  if (!site) throw new AppError("NOT_FOUND", `No site is configured for the domain ${input.domain}`);
  return toSiteBranding(site);
}
