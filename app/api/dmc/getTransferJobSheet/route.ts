import { getTransferJobSheetEndpoint } from "@/lib/contracts/dmc-transfers";
import { getTransferJobSheet } from "@/server/dmc-transfers/get-transfer-job-sheet";
import { route } from "@/server/http/route";

export const POST = route(getTransferJobSheetEndpoint, (ctx, input) => getTransferJobSheet(ctx, input));
