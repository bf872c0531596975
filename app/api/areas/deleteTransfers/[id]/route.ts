import { deleteTransfersEndpoint, ZAreaTransferIdParams } from "@/lib/contracts/dmc-geo-transfers";
import { deleteAreaTransfer } from "@/server/dmc/delete-area-transfer";
import { parseWithSchema } from "@/server/http/input";
import { route } from "@/server/http/route";

export const POST = route(deleteTransfersEndpoint, (ctx) => deleteAreaTransfer(ctx, parseWithSchema(ZAreaTransferIdParams, ctx.params)));
