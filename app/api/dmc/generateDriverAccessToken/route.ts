import { generateDriverAccessTokenEndpoint } from "@/lib/contracts/dmc-transfers";
import { generateDriverAccessToken } from "@/server/dmc-transfers/generate-driver-access-token";
import { route } from "@/server/http/route";

export const POST = route(generateDriverAccessTokenEndpoint, (ctx, input) => generateDriverAccessToken(ctx, input));
