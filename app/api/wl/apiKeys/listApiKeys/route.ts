import { listApiKeysEndpoint } from "@/lib/contracts/api-keys";
import { listApiKeys } from "@/server/api-keys/list-api-keys";
import { route } from "@/server/http/route";

export const GET = route(listApiKeysEndpoint, (ctx) => listApiKeys(ctx));
