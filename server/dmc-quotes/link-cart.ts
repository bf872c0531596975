import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcCarts } from "@/db/schema/dmc-carts";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { DraftMessages } from "@/lib/contracts/dmc-quote-drafts";
import { AppError } from "@/server/http/errors";

type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

/**
 * kart/saveKart with cartId (issue 25): the cart the quotation is made from links to it
 * (dmc_carts.kart_id) and becomes 'quoted', inside the save's transaction (a refusal undoes the
 * save). The cart row is locked: of two saves racing from one cart, the second sees it quoted.
 * Another site's or an unknown cart: 404; a cart already quoted in another quotation: 400.
 */
export async function linkCartToKart(tx: Tx, siteId: number, cartId: number, kartId: number): Promise<void> {
  const [cart] = await tx
    .select({ id: dmcCarts.id, kartId: dmcCarts.kartId })
    .from(dmcCarts)
    .where(and(eq(dmcCarts.siteId, siteId), eq(dmcCarts.id, cartId)))
    .for("update");
  if (!cart) throw new AppError("NOT_FOUND", DraftMessages.cartNotFound);
  if (cart.kartId !== null && cart.kartId !== kartId) {
    const [other] = await tx.select({ ref: dmcItineraries.quotationId }).from(dmcItineraries).where(and(eq(dmcItineraries.siteId, siteId), eq(dmcItineraries.id, cart.kartId)));
    throw new AppError("BAD_REQUEST", DraftMessages.alreadyQuoted(other?.ref ?? `quotation ${cart.kartId}`));
  }
  await tx
    .update(dmcCarts)
    .set({ kartId, status: "quoted", updatedAt: new Date() })
    .where(and(eq(dmcCarts.siteId, siteId), eq(dmcCarts.id, cartId)));
}
