import { getAccomodationEndpoint } from "@/lib/contracts/dmc-rates";
import { listAccomodation } from "@/server/dmc/list-accomodation";
import { route } from "@/server/http/route";

export const GET = route(getAccomodationEndpoint, async (ctx, input) => ({ result: await listAccomodation(ctx.db, input) }));
