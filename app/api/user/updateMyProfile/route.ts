import { updateMyProfileEndpoint } from "@/lib/contracts/dashboard";
import { updateMyProfile } from "@/server/account/my-profile";
import { route } from "@/server/http/route";

export const POST = route(updateMyProfileEndpoint, (ctx, input) => updateMyProfile(ctx, input));
