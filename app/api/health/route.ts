import { healthEndpoint } from "@/lib/contracts/platform";
import { route } from "@/server/http/route";
import { checkHealth } from "@/server/platform/check-health";

export const GET = route(healthEndpoint, () => checkHealth());
