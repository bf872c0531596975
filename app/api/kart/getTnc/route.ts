import { getTncEndpoint } from "@/lib/contracts/dmc-quotes";
import { getTnc } from "@/server/dmc-quotes/get-tnc";
import { route } from "@/server/http/route";

export const GET = route(getTncEndpoint, () => getTnc());
