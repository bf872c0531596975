import { createNewAccomodationEndpoint } from "@/lib/contracts/dmc-rates";
import { createAccomodation } from "@/server/dmc/create-accomodation";
import { route } from "@/server/http/route";

export const POST = route(createNewAccomodationEndpoint, (ctx, input) => createAccomodation(ctx, input));
