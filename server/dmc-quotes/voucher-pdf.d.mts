import type { VoucherDocumentModel } from "./voucher-document";

export function renderVoucherPdf(model: VoucherDocumentModel): Promise<Buffer>;
