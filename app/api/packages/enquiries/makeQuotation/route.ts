import { makeEnquiryQuotationEndpoint } from "@/lib/contracts/package-enquiries";
import { route } from "@/server/http/route";
import { makeEnquiryQuotation } from "@/server/packages/make-enquiry-quotation";

export const POST = route(makeEnquiryQuotationEndpoint, (ctx, input) => makeEnquiryQuotation(ctx, input));
