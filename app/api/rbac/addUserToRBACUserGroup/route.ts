import { addUserToRBACUserGroupEndpoint } from "@/lib/contracts/rbac";
import { route } from "@/server/http/route";
import { addUserToUserGroup } from "@/server/rbac/add-user-to-user-group";

export const POST = route(addUserToRBACUserGroupEndpoint, (ctx, input) => addUserToUserGroup(ctx, input));
