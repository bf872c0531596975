import { createTransfersEndpoint } from "@/lib/contracts/dmc-geo-transfers";
import { createAreaTransfer } from "@/server/dmc/create-area-transfer";
import { route } from "@/server/http/route";

export const POST = route(createTransfersEndpoint, (ctx, input) => createAreaTransfer(ctx, input));
