import { searchWlUserEndpoint } from "@/lib/contracts/customers";
import { searchWlUser } from "@/server/customers/search-wl-user";
import { route } from "@/server/http/route";

export const POST = route(searchWlUserEndpoint, (ctx, input) => searchWlUser(ctx, input));
