import { listStaffPackagesEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { listStaffPackages } from "@/server/packages/list-staff-packages";

export const GET = route(listStaffPackagesEndpoint, (ctx) => listStaffPackages(ctx.db));
