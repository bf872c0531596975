import { getReferralEndpoint } from "@/lib/contracts/dashboard";
import { getReferral } from "@/server/account/get-referral";
import { route } from "@/server/http/route";

export const GET = route(getReferralEndpoint, (ctx) => getReferral(ctx));
