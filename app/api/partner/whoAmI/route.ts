import { apiKeyWhoAmIEndpoint } from "@/lib/contracts/remote-suppliers";
import { route } from "@/server/http/route";
import { apiKeyWhoAmI } from "@/server/network/api-key-who-am-i";

export const GET = route(apiKeyWhoAmIEndpoint, (ctx) => apiKeyWhoAmI(ctx));
