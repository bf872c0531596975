export type CertificateModel = {
  brandName: string;
  /** The site's brand colour (sites.primaryColor). */
  brandColor: string;
  /** The site's logo as a PNG/JPEG data: URI (server/pdf/document-logo.ts), or null. */
  logoData: string | null;
  policyNumber: string;
  /** [label, value] rows: policy number, insurer, plan, trip, dates, cover, premium. */
  facts: [string, string][];
  travellers: { name: string; dob: string; passportNumber: string }[];
  benefits: string[];
  terms: string[];
};

export function renderCertificatePdf(model: CertificateModel): Promise<Buffer>;
