import { orderSuccessCallbackEndpoint } from "@/lib/contracts/bookings";
import { bookOrder } from "@/server/booking/book-order";
import { route } from "@/server/http/route";

export const POST = route(orderSuccessCallbackEndpoint, (ctx, input) => bookOrder(ctx, input));
