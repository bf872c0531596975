import { revokeDriverAccessTokenEndpoint } from "@/lib/contracts/dmc-transfers";
import { revokeDriverAccessToken } from "@/server/dmc-transfers/revoke-driver-access-token";
import { route } from "@/server/http/route";

export const POST = route(revokeDriverAccessTokenEndpoint, (ctx, input) => revokeDriverAccessToken(ctx, input));
