import { updateSignInKeysEndpoint } from "@/lib/contracts/sign-in";
import { route } from "@/server/http/route";
import { updateSignInKeys } from "@/server/sites/sign-in-keys";

export const POST = route(updateSignInKeysEndpoint, (ctx, input) => updateSignInKeys(ctx, input));
