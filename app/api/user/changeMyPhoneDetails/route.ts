import { changeMyPhoneDetailsEndpoint } from "@/lib/contracts/profile";
import { changeMyPhoneDetails } from "@/server/account/change-my-phone-details";
import { route } from "@/server/http/route";

export const POST = route(changeMyPhoneDetailsEndpoint, (ctx, input) => changeMyPhoneDetails(ctx, input));
