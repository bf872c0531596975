import { createEnquiryEndpoint } from "@/lib/contracts/package-enquiries";
import { route } from "@/server/http/route";
import { createEnquiry } from "@/server/packages/create-enquiry";

export const POST = route(createEnquiryEndpoint, (ctx, input) => createEnquiry(ctx, input));
