import { assignEnquiryEndpoint } from "@/lib/contracts/package-enquiries";
import { route } from "@/server/http/route";
import { assignEnquiry } from "@/server/packages/assign-enquiry";

export const POST = route(assignEnquiryEndpoint, (ctx, input) => assignEnquiry(ctx, input));
