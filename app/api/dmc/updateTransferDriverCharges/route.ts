import { updateTransferDriverChargesEndpoint } from "@/lib/contracts/dmc-transfers";
import { updateTransferDriverCharges } from "@/server/dmc-transfers/update-transfer-driver-charges";
import { route } from "@/server/http/route";

export const POST = route(updateTransferDriverChargesEndpoint, (ctx, input) => updateTransferDriverCharges(ctx, input));
