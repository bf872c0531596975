import { getDriverTransferJobSheetEndpoint } from "@/lib/contracts/dmc-transfers";
import { getDriverTransferJobSheet } from "@/server/dmc-transfers/get-driver-transfer-job-sheet";
import { route } from "@/server/http/route";

export const POST = route(getDriverTransferJobSheetEndpoint, (ctx, input) => getDriverTransferJobSheet(ctx, ctx.driver, input));
