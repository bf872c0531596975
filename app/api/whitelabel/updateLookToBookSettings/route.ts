import { updateLookToBookSettingsEndpoint } from "@/lib/contracts/sites";
import { route } from "@/server/http/route";
import { updateLookToBookSettings } from "@/server/sites/update-look-to-book-settings";

export const POST = route(updateLookToBookSettingsEndpoint, (ctx, input) => updateLookToBookSettings(ctx, input));
