import { getMyProfileEndpoint } from "@/lib/contracts/dashboard";
import { getMyProfile } from "@/server/account/my-profile";
import { route } from "@/server/http/route";

export const GET = route(getMyProfileEndpoint, (ctx) => getMyProfile(ctx));
