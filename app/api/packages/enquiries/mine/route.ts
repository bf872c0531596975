import { listMyEnquiriesEndpoint } from "@/lib/contracts/package-enquiries";
import { route } from "@/server/http/route";
import { listMyEnquiries } from "@/server/packages/list-my-enquiries";

export const GET = route(listMyEnquiriesEndpoint, (ctx) => listMyEnquiries(ctx.db, ctx.principal.userId));
