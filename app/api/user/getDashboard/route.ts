import { getDashboardEndpoint } from "@/lib/contracts/dashboard";
import { getDashboard } from "@/server/dashboard/get-dashboard";
import { route } from "@/server/http/route";

export const GET = route(getDashboardEndpoint, (ctx) => getDashboard(ctx));
