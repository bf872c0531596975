import { saveVisaChecklistEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { saveVisaChecklist } from "@/server/visas/save-visa-checklist";

export const POST = route(saveVisaChecklistEndpoint, (ctx, input) => saveVisaChecklist(ctx, input));
