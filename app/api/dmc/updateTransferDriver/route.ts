import { updateTransferDriverEndpoint } from "@/lib/contracts/dmc-transfers";
import { updateTransferDriver } from "@/server/dmc-transfers/update-transfer-driver";
import { route } from "@/server/http/route";

export const POST = route(updateTransferDriverEndpoint, (ctx, input) => updateTransferDriver(ctx, input));
