import { getVisaChecklistEndpoint } from "@/lib/contracts/visas";
import { assertUnlocked } from "@/server/http/lock-mode";
import { route } from "@/server/http/route";
import { getVisaChecklist } from "@/server/visas/get-visa-checklist";

export const GET = route(getVisaChecklistEndpoint, (ctx, input) => {
  assertUnlocked(ctx);
  return getVisaChecklist(ctx, input);
});
