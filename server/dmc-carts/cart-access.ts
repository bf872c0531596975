import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { dmcCarts } from "@/db/schema/dmc-carts";
import { users } from "@/db/schema/users";
import { CartMessages } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

export type CartRow = typeof dmcCarts.$inferSelect;

/**
 * Which carts the caller may see (decision 0039): staff every cart of the site; a travel agent the
 * carts of their company (legal entity); anyone else their own. Always inside the site.
 */
export async function visibleCartsCondition(ctx: UserContext): Promise<SQL> {
  if (ctx.principal.userType === "staff") return ctx.db.where(dmcCarts);
  if (ctx.principal.userType === "travelAgent") {
    const [me] = await ctx.db.db.select({ legalEntityId: users.legalEntityId }).from(users).where(ctx.db.byId(users, ctx.principal.userId));
    if (me?.legalEntityId) return ctx.db.where(dmcCarts, eq(dmcCarts.legalEntityId, me.legalEntityId));
  }
  return ctx.db.where(dmcCarts, eq(dmcCarts.userId, ctx.principal.userId));
}

/** The cart when the caller may see it; otherwise 404 'Cart not found' (another site's, another company's). */
export async function findVisibleCart(ctx: UserContext, cartId: number): Promise<CartRow> {
  const [row] = await ctx.db.db
    .select()
    .from(dmcCarts)
    .where(and(await visibleCartsCondition(ctx), eq(dmcCarts.id, cartId)));
  if (!row) throw new AppError("NOT_FOUND", CartMessages.cartNotFound);
  return row;
}

/** Marks the cart changed (the queue sorts by the latest change). */
export async function touchCart(ctx: UserContext, cartId: number, values: Partial<typeof dmcCarts.$inferInsert> = {}) {
  await ctx.db.db
    .update(dmcCarts)
    .set({ ...values, updatedAt: new Date() })
    .where(ctx.db.byId(dmcCarts, cartId));
}
