import { getSignInKeysEndpoint } from "@/lib/contracts/sign-in";
import { route } from "@/server/http/route";
import { getSignInKeys } from "@/server/sites/sign-in-keys";

export const GET = route(getSignInKeysEndpoint, (ctx) => getSignInKeys(ctx));
