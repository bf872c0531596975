import { getUsersByRbacUserGroupIdEndpoint } from "@/lib/contracts/customer-admin";
import { listUsersByRbacGroup } from "@/server/customers/list-users-by-rbac-group";
import { route } from "@/server/http/route";

export const POST = route(getUsersByRbacUserGroupIdEndpoint, (ctx, input) => listUsersByRbacGroup(ctx, input));
