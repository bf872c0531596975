import { googleLoginEndpoint } from "@/lib/contracts/sign-in";
import { logInWithProviderToken } from "@/server/auth/provider-token-login";
import { route } from "@/server/http/route";

export const POST = route(googleLoginEndpoint, (ctx, input) => logInWithProviderToken(ctx, "google", input));
