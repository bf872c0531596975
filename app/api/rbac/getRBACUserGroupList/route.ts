import { getRBACUserGroupListEndpoint } from "@/lib/contracts/rbac";
import { route } from "@/server/http/route";
import { listUserGroups } from "@/server/rbac/list-user-groups";

export const GET = route(getRBACUserGroupListEndpoint, (ctx) => listUserGroups(ctx));
