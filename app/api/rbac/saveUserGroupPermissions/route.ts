import { saveUserGroupPermissionsEndpoint } from "@/lib/contracts/rbac";
import { route } from "@/server/http/route";
import { saveUserGroupPermissions } from "@/server/rbac/save-user-group-permissions";

export const POST = route(saveUserGroupPermissionsEndpoint, (ctx, input) => saveUserGroupPermissions(ctx, input));
