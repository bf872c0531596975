import { listStaffFixedDeparturesEndpoint } from "@/lib/contracts/fixed-departures";
import { listStaffDepartures } from "@/server/fixed-departures/list-staff-departures";
import { route } from "@/server/http/route";

export const POST = route(listStaffFixedDeparturesEndpoint, (ctx) => listStaffDepartures(ctx));
