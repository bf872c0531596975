import { getInsuranceBookingsEndpoint } from "@/lib/contracts/insurance";
import { route } from "@/server/http/route";
import { listInsuranceBookings } from "@/server/insurance/list-insurance-bookings";

export const POST = route(getInsuranceBookingsEndpoint, (ctx) => listInsuranceBookings(ctx));
