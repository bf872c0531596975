import "server-only";
import { INSURANCE_REGION_LABELS, InsuranceMessages } from "@/lib/contracts/insurance";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { documentDate, documentDay, documentMoney } from "@/server/pdf/document-format";
import { documentLogoData } from "@/server/pdf/document-logo";
import { renderPdf } from "@/server/pdf/render-pdf";
import type { CertificateModel } from "./certificate-pdf.mjs";
import { getUserPolicy } from "./insurance-records";
import { getInsurer, FULL_REFUND_DAYS } from "./simulated-insurer";

/** GET /api/insurance/getCertificate?id: the caller's issued policy's certificate (PDF). */
export async function getInsuranceCertificate(ctx: UserContext, input: { id: number }): Promise<Response> {
  const policy = await getUserPolicy(ctx.db, ctx.principal.userId, input.id);
  if (policy.status === "pending" || !policy.policyNumber) throw new AppError("CONFLICT", InsuranceMessages.notIssued);
  const plan = getInsurer(policy.insurer)
    .quotePlans({ region: policy.row.region as keyof typeof INSURANCE_REGION_LABELS, destination: policy.destination, startDate: policy.startDate, endDate: policy.endDate, ages: [30] })
    .find((p) => p.planCode === policy.planCode);
  const model: CertificateModel = {
    brandName: ctx.site.companyName,
    brandColor: ctx.site.primaryColor,
    logoData: await documentLogoData(ctx.db, ctx.site.logoUrl),
    policyNumber: policy.policyNumber,
    facts: [
      ["Policy number", policy.policyNumber],
      ["Status", policy.status === "cancelled" ? "Cancelled" : "Issued"],
      ["Insurer", policy.insurer === "simulated" ? "Simulated Insurance Co." : policy.insurer],
      ["Plan", policy.planName],
      ["Region", INSURANCE_REGION_LABELS[policy.region as keyof typeof INSURANCE_REGION_LABELS] ?? policy.region],
      ["Destination", policy.destination],
      ["Period of insurance", `${documentDay(policy.startDate)} to ${documentDay(policy.endDate)}`],
      ["Sum insured per traveller", documentMoney(policy.coverAmount, policy.currency)],
      ["Premium paid", documentMoney(policy.premium, policy.currency)],
      ["Issued", policy.issuedAt ? documentDate(policy.issuedAt, ctx.site.timezone) : ""],
    ],
    travellers: policy.travellers.map((t) => ({ name: `${t.firstName} ${t.lastName}`, dob: documentDay(t.dob), passportNumber: t.passportNumber })),
    benefits: plan?.benefits ?? [],
    terms: [
      "Cover applies only to the travellers and period named in this certificate.",
      `Cancellation before the start date: full refund ${FULL_REFUND_DAYS} or more days before it, 50% after; none once cover has started.`,
      "Claims must be notified to the insurer within 30 days of the event.",
    ],
  };
  const pdf = await renderPdf(() => import("./certificate-pdf.mjs"), "renderCertificatePdf", "server/insurance/certificate-pdf.mjs", model);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${policy.policyNumber}.pdf"` } });
}
