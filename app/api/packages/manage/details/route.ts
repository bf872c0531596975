import { getStaffPackageEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { getStaffPackage } from "@/server/packages/get-staff-package";

export const GET = route(getStaffPackageEndpoint, (ctx, input) => getStaffPackage(ctx.db, input.packageId));
