import { getDriversEndpoint } from "@/lib/contracts/dmc-geo";
import { listDrivers } from "@/server/dmc/list-drivers";
import { route } from "@/server/http/route";

export const GET = route(getDriversEndpoint, (ctx) => listDrivers(ctx));
