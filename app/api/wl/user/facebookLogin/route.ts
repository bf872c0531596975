import { facebookLoginEndpoint } from "@/lib/contracts/sign-in";
import { logInWithProviderToken } from "@/server/auth/provider-token-login";
import { route } from "@/server/http/route";

export const POST = route(facebookLoginEndpoint, (ctx, input) => logInWithProviderToken(ctx, "facebook", input));
