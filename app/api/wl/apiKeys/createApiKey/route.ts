import { createApiKeyEndpoint } from "@/lib/contracts/api-keys";
import { createApiKey } from "@/server/api-keys/create-api-key";
import { route } from "@/server/http/route";

export const POST = route(createApiKeyEndpoint, (ctx, input) => createApiKey(ctx, input));
