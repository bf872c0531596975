import type { QuotationModel } from "./quotation-model";

export function renderQuotationPdf(model: QuotationModel): Promise<Buffer>;
