import { jumpLoginEndpoint } from "@/lib/contracts/network-jump";
import { route } from "@/server/http/route";
import { jumpLogin } from "@/server/network/jump-login";

export const POST = route(jumpLoginEndpoint, (ctx, input) => jumpLogin(ctx, input));
