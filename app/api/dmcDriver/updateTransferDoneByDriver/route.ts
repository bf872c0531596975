import { updateTransferDoneByDriverEndpoint } from "@/lib/contracts/dmc-transfers";
import { updateTransferDoneByDriver } from "@/server/dmc-transfers/update-transfer-done-by-driver";
import { route } from "@/server/http/route";

export const POST = route(updateTransferDoneByDriverEndpoint, (ctx, input) => updateTransferDoneByDriver(ctx, ctx.driver, input));
