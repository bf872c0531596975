import { getVisaChecklistEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { getVisaChecklist } from "@/server/visas/get-visa-checklist";

export const GET = route(getVisaChecklistEndpoint, (ctx, input) => getVisaChecklist(ctx, input));
