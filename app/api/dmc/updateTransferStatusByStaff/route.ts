import { updateTransferStatusByStaffEndpoint } from "@/lib/contracts/dmc-transfers";
import { updateTransferStatusByStaff } from "@/server/dmc-transfers/update-transfer-status-by-staff";
import { route } from "@/server/http/route";

export const POST = route(updateTransferStatusByStaffEndpoint, (ctx, input) => updateTransferStatusByStaff(ctx, input));
