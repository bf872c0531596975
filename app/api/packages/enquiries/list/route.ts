import { listEnquiriesEndpoint } from "@/lib/contracts/package-enquiries";
import { route } from "@/server/http/route";
import { listEnquiries } from "@/server/packages/list-enquiries";

export const GET = route(listEnquiriesEndpoint, (ctx, input) => listEnquiries(ctx.db, input));
