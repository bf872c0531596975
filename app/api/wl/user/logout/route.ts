import { logoutEndpoint } from "@/lib/contracts/auth";
import { logOut } from "@/server/auth/log-out";
import { route } from "@/server/http/route";

export const POST = route(logoutEndpoint, (ctx) => logOut(ctx));
