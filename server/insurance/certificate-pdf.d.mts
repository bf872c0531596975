export type CertificateModel = {
  brandName: string;
  policyNumber: string;
  /** [label, value] rows: policy number, insurer, plan, trip, dates, cover, premium. */
  facts: [string, string][];
  travellers: { name: string; dob: string; passportNumber: string }[];
  benefits: string[];
  terms: string[];
};

export function renderCertificatePdf(model: CertificateModel): Promise<Buffer>;
