import "server-only";
import type { z } from "zod";
import { packageEnquiries } from "@/db/schema/packages";
import { agentPhoneCountry } from "@/lib/contracts/agents";
import { EnquiryMessages, type ZCreateEnquiry } from "@/lib/contracts/package-enquiries";
import { toSiteDay } from "@/lib/dates";
import { enquirySubmittedPath } from "@/lib/packages/constants";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { assertUnlocked } from "@/server/http/lock-mode";
import { consumeEnquiryAllowance } from "./enquiry-rate-limit";
import { findVisiblePackage } from "./get-public-package";
import { packageNotFound } from "./package-rows";

/**
 * POST /api/packages/enquiry: an enquiry about a package this site shows. It belongs to the
 * package's site (a TourPackages supplier's staff work their own packages' enquiries); the sending
 * site is kept as its source. A signed-in visitor's enquiry is theirs ("my enquiries"). Rate
 * limited per contact email and per client (enquiry-rate-limit.ts).
 */
export async function createEnquiry(ctx: RequestContext, input: z.output<typeof ZCreateEnquiry>) {
  assertUnlocked(ctx);
  const found = await findVisiblePackage(ctx.db, ctx.site, input.packageId);
  if (!found) throw packageNotFound();
  if (input.travelDate < toSiteDay(new Date(), ctx.site.timezone)) {
    throw new AppError("VALIDATION_ERROR", EnquiryMessages.travelDateInPast, { shortError: { travelDate: EnquiryMessages.travelDateInPast } });
  }
  await consumeEnquiryAllowance(ctx.site.id, input.contactEmail, ctx.ip);
  const [row] = await ctx.db.db
    .insert(packageEnquiries)
    .values({
      siteId: found.row.siteId,
      packageId: found.row.id,
      sourceSiteId: found.row.siteId === ctx.site.id ? null : ctx.site.id,
      travelDate: input.travelDate,
      adults: input.adults,
      children: input.children,
      infants: input.infants,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      contactPhoneCountry: agentPhoneCountry(input.phoneCode),
      message: input.message,
      userId: ctx.principal?.userId ?? null,
    })
    .returning({ id: packageEnquiries.id });
  ctx.log.info({ enquiryId: row.id, packageId: found.row.id, packageSiteId: found.row.siteId }, "package enquiry received");
  return { enquiryId: row.id, redirectUrl: enquirySubmittedPath(row.id, found.row.name), message: EnquiryMessages.sent };
}
