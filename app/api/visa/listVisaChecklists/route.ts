import { listVisaChecklistsEndpoint } from "@/lib/contracts/visas";
import { route } from "@/server/http/route";
import { listVisaChecklists } from "@/server/visas/list-visa-checklists";

export const GET = route(listVisaChecklistsEndpoint, (ctx, input) => listVisaChecklists(ctx, input));
