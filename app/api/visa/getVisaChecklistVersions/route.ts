import { getVisaChecklistVersionsEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { listVisaChecklistVersions } from "@/server/visas/list-visa-checklist-versions";

export const GET = route(getVisaChecklistVersionsEndpoint, (ctx, input) => listVisaChecklistVersions(ctx, input));
