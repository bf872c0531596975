import "server-only";
import { supplierTermsAcceptances } from "@/db/schema/network";
import { NetworkMessages } from "@/lib/contracts/network";
import type { RequestContext, UserContext } from "@/server/http/context";
import { getActiveSupplierOrThrow, getTermsAcceptance } from "./network-records";

/** wl/user/supplierApproval_supplierDetails {supplierSiteId}. */
export async function getSupplierDetails(ctx: RequestContext, input: { supplierSiteId: number }) {
  const s = await getActiveSupplierOrThrow(ctx, input.supplierSiteId);
  return {
    supplierSiteId: s.supplierSiteId,
    companyName: s.companyName,
    siteName: s.siteName,
    domain: s.domain,
    logoUrl: s.logoUrl,
    adminEmail: s.adminEmail,
    adminContact: s.adminContact,
    categories: s.categories,
  };
}

/** wl/user/supplierApproval_getTermsAndConditions {supplierSiteId}. */
export async function getSupplierTerms(ctx: RequestContext, input: { supplierSiteId: number }) {
  const s = await getActiveSupplierOrThrow(ctx, input.supplierSiteId);
  const accepted = await getTermsAcceptance(ctx, s.supplierSiteId);
  return { supplierSiteId: s.supplierSiteId, termsAndConditions: s.termsAndConditions, isAccepted: accepted !== null, acceptedAt: accepted?.acceptedAt.toISOString() ?? null };
}

/** wl/user/supplierApproval_acceptTermsAndConditions {supplierSiteId}: keeps the accepted text, who and when. */
export async function acceptSupplierTerms(ctx: UserContext, input: { supplierSiteId: number }) {
  const s = await getActiveSupplierOrThrow(ctx, input.supplierSiteId);
  const values = { acceptedTerms: s.termsAndConditions, acceptedByUserId: ctx.principal.userId, acceptedAt: new Date() };
  const [row] = await ctx.db.db
    .insert(supplierTermsAcceptances)
    .values({ supplierSiteId: s.supplierSiteId, consumerSiteId: ctx.site.id, ...values })
    .onConflictDoUpdate({ target: [supplierTermsAcceptances.supplierSiteId, supplierTermsAcceptances.consumerSiteId], set: values })
    .returning({ acceptedAt: supplierTermsAcceptances.acceptedAt });
  ctx.log.info({ supplierSiteId: s.supplierSiteId, by: ctx.principal.userId }, "supplier terms accepted");
  return { supplierSiteId: s.supplierSiteId, isAccepted: true as const, acceptedAt: row.acceptedAt.toISOString(), message: NetworkMessages.termsAccepted };
}
