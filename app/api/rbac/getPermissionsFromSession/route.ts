import { getPermissionsFromSessionEndpoint } from "@/lib/contracts/rbac";
import { route } from "@/server/http/route";
import { getPermissionsFromSession } from "@/server/rbac/get-permissions-from-session";

export const POST = route(getPermissionsFromSessionEndpoint, (ctx) => getPermissionsFromSession(ctx));
