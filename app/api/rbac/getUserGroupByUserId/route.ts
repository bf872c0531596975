import { getUserGroupByUserIdEndpoint } from "@/lib/contracts/rbac";
import { route } from "@/server/http/route";
import { getUserGroupByUserId } from "@/server/rbac/get-user-group-by-user-id";

export const POST = route(getUserGroupByUserIdEndpoint, (ctx, input) => getUserGroupByUserId(ctx, input));
