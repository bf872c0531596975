import { getUserByIdEndpoint } from "@/lib/contracts/customer-admin";
import { getUserById } from "@/server/customers/get-user-by-id";
import { route } from "@/server/http/route";

export const POST = route(getUserByIdEndpoint, (ctx, input) => getUserById(ctx, input));
