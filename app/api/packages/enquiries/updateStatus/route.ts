import { updateEnquiryStatusEndpoint } from "@/lib/contracts/package-enquiries";
import { route } from "@/server/http/route";
import { updateEnquiryStatus } from "@/server/packages/update-enquiry-status";

export const POST = route(updateEnquiryStatusEndpoint, (ctx, input) => updateEnquiryStatus(ctx, input));
