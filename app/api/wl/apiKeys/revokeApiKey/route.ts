import { revokeApiKeyEndpoint } from "@/lib/contracts/api-keys";
import { revokeApiKey } from "@/server/api-keys/revoke-api-key";
import { route } from "@/server/http/route";

export const POST = route(revokeApiKeyEndpoint, (ctx, input) => revokeApiKey(ctx, input));
