import { getAirlinesStaticDataEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { getAirlinesStaticData } from "@/server/masterdata/get-airlines-static-data";

export const POST = route(getAirlinesStaticDataEndpoint, (ctx, input) => getAirlinesStaticData(ctx, input));
