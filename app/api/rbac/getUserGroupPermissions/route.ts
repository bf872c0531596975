import { getUserGroupPermissionsEndpoint } from "@/lib/contracts/rbac";
import { route } from "@/server/http/route";
import { getUserGroupPermissions } from "@/server/rbac/get-user-group-permissions";

export const POST = route(getUserGroupPermissionsEndpoint, (ctx, input) => getUserGroupPermissions(ctx, input));
