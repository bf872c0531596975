import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import type { UserContext } from "@/server/http/context";

/** GET activities/cart/getCartsId: the caller's own carts, newest first. */
export async function listCartIds(ctx: UserContext) {
  const rows = await ctx.db.db
    .select({ id: dmcCarts.id, status: dmcCarts.status, createdAt: dmcCarts.createdAt, itemCount: count(dmcCartItems.id) })
    .from(dmcCarts)
    .leftJoin(dmcCartItems, eq(dmcCartItems.cartId, dmcCarts.id))
    .where(ctx.db.where(dmcCarts, eq(dmcCarts.userId, ctx.principal.userId)))
    .groupBy(dmcCarts.id)
    .orderBy(desc(dmcCarts.id));
  return { result: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
