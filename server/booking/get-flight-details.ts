import "server-only";
import { eq } from "drizzle-orm";
import { flightOrders } from "@/db/schema/orders";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { toOrderView } from "./to-order-view";

/** POST /api/getFlightDetails {orderId}: the caller's own order on this site, else 404. */
export async function getFlightDetails(ctx: UserContext, input: { orderId: string }) {
  const [row] = await ctx.db.db.select().from(flightOrders).where(ctx.db.where(flightOrders, eq(flightOrders.id, input.orderId))).limit(1);
  if (!row || row.userId !== ctx.principal.userId) throw new AppError("NOT_FOUND", "Order not found");
  return toOrderView(row);
}
