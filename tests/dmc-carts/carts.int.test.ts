import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTicketRates } from "@/db/schema/dmc";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { POST as addToCart } from "@/app/api/activities/cart/addToCart/route";
import { POST as getCartData } from "@/app/api/activities/cart/getCartData/route";
import { GET as getCartsId } from "@/app/api/activities/cart/getCartsId/route";
import { POST as deleteCartItem } from "@/app/api/activities/cart/deleteCartItem/route";
import { POST as clearAllCart } from "@/app/api/activities/cart/clearAllCart/route";
import { POST as duplicateCart } from "@/app/api/activities/cart/duplicateCart/route";
import { POST as updateCartData } from "@/app/api/activities/cart/updateCartData/route";
import { POST as markOptional } from "@/app/api/activities/cart/markUnMarkOptional/route";
import { as, createCartWorld, DATES, type CartWorld, type Who } from "./world";

afterAll(() => closeDb());

const P = (name: string) => `/api/activities/cart/${name}`;
const tourItem = (tourOptionId: number, date = "2026-12-11") => ({ kind: "tourOption", tourOptionId, date });

async function addTwo(w: CartWorld, who: Who = "agent") {
  const first = await as(w, who)(addToCart, P("addToCart"), { body: { cartId: -1, adults: 2, children: 0, ...DATES, item: tourItem(w.options.dinner.id) } });
  expect(first.status).toBe(200);
  const cartId = first.body.data.cartId as number;
  const second = await as(w, who)(addToCart, P("addToCart"), { body: { cartId, adults: 2, children: 0, ...DATES, item: tourItem(w.options.atTop.id, "2026-12-12") } });
  expect(second.status).toBe(200);
  return { cartId, cart: second.body.data.cart };
}

describe("POST /api/activities/cart/addToCart", () => {
  it("cartId -1 creates the caller's cart; the item is priced by the engine; 'Successfully, Added to cart'", async () => {
    const w = await createCartWorld();
    const res = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId: -1, adults: 2, children: 1, ...DATES, item: tourItem(w.options.dinner.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Successfully, Added to cart");
    const [cart] = await systemDb.select().from(dmcCarts).where(eq(dmcCarts.id, res.body.data.cartId));
    expect(cart).toMatchObject({ siteId: w.site.id, userId: w.agent.id, legalEntityId: w.agent.legalEntityId, status: "new", adults: 2, children: 1, ...DATES });
    const items = await systemDb.select().from(dmcCartItems).where(eq(dmcCartItems.cartId, cart.id));
    expect(items).toEqual([expect.objectContaining({ kind: "tourOption", tourOptionId: w.options.dinner.id, isOptional: false, acceptedTotals: [{ currency: "USD", amount: 11000 }] })]);
    expect(res.body.data.cart.cartItems.tourOptionCart[0]).toMatchObject({ price: [{ currency: "USD", amount: 110 }], priceChanged: false, is_optional: false });
    expect(res.body.data.cart.totals).toEqual([{ currency: "USD", amount: 110 }]);
  });

  it("adds to an existing cart, refuses a date outside the cart and cartId 0, and 404s another site's tour option or cart", async () => {
    const w = await createCartWorld();
    const other = await createCartWorld();
    const { cartId, cart } = await addTwo(w);
    expect(cart.cartItems.tourOptionCart).toHaveLength(2);
    const outside = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 2, ...DATES, item: tourItem(w.options.dinner.id, "2026-12-20") } });
    expect(outside.status).toBe(400);
    expect(outside.body.shortError).toEqual({ "item.date": "Marina dinner cruise: the day must be within the cart's dates (10 Dec 2026 to 13 Dec 2026)" });
    const zero = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId: 0, adults: 2, ...DATES, item: tourItem(w.options.dinner.id) } });
    expect(zero.status).toBe(400);
    const foreignItem = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 2, ...DATES, item: tourItem(other.options.dinner.id) } });
    expect(foreignItem.status).toBe(404);
    const { cartId: otherCart } = await addTwo(other);
    const foreignCart = await as(w, "staff")(addToCart, P("addToCart"), { body: { cartId: otherCart, adults: 2, ...DATES, item: tourItem(w.options.dinner.id) } });
    expect(foreignCart.status).toBe(404);
    expect(await systemDb.select().from(dmcCartItems).where(eq(dmcCartItems.cartId, otherCart))).toHaveLength(2);
    expect((await as(w, "anonymous")(addToCart, P("addToCart"), { body: { cartId: -1, adults: 1, ...DATES, item: tourItem(w.options.dinner.id) } })).status).toBe(401);
  });
});

describe("POST /api/activities/cart/getCartData", () => {
  it("shows the agent's company its cart, never another company's, another retail customer's or another site's", async () => {
    const w = await createCartWorld();
    const other = await createCartWorld();
    const { cartId } = await addTwo(w);
    const mine = await as(w, "agent")(getCartData, P("getCartData"), { body: { cartId } });
    expect(mine.status).toBe(200);
    expect(mine.body.data.cart).toMatchObject({ id: cartId, status: "new", userId: w.agent.id, companyName: `Agency ${w.site.id}`, hasPriceChanges: false });
    expect(mine.body.data.cart.cartItems.tourOptionCart.map((i: { label: string }) => i.label)).toEqual([expect.stringContaining("Marina dinner cruise"), expect.stringContaining("At the Top")]);
    expect((await as(w, "colleague")(getCartData, P("getCartData"), { body: { cartId } })).status).toBe(200);
    expect((await as(w, "staff")(getCartData, P("getCartData"), { body: { cartId } })).status).toBe(200);
    const foreignCompany = await as(w, "otherAgent")(getCartData, P("getCartData"), { body: { cartId } });
    expect(foreignCompany.status).toBe(404);
    expect(foreignCompany.body.errorMessage).toBe("Cart not found");
    expect((await as(w, "retail")(getCartData, P("getCartData"), { body: { cartId } })).status).toBe(404);
    const { cartId: otherCart } = await addTwo(other);
    expect((await as(w, "staff")(getCartData, P("getCartData"), { body: { cartId: otherCart } })).status).toBe(404);
  });

  it("re-checks prices on read: a changed rate shows old and new and is not taken until accepted", async () => {
    const w = await createCartWorld();
    const { cartId } = await addTwo(w);
    await systemDb.update(dmcTicketRates).set({ adultAmount: 4500 }).where(eq(dmcTicketRates.id, w.rates.dinnerRate.id));
    const read = await as(w, "agent")(getCartData, P("getCartData"), { body: { cartId } });
    const dinner = read.body.data.cart.cartItems.tourOptionCart[0];
    expect(dinner).toMatchObject({ price: [{ currency: "USD", amount: 80 }], currentPrice: [{ currency: "USD", amount: 90 }], priceChanged: true });
    expect(read.body.data.cart.hasPriceChanges).toBe(true);
    expect(read.body.data.cart.totals).toEqual([{ currency: "AED", amount: 200 }, { currency: "USD", amount: 80 }]);
    const [row] = await systemDb.select().from(dmcCartItems).where(eq(dmcCartItems.id, dinner.id));
    expect(row.acceptedTotals).toEqual([{ currency: "USD", amount: 8000 }]);
    const accept = await as(w, "agent")(updateCartData, P("updateCartData"), { body: { cartId, adults: 2, children: 0, ...DATES, acceptPriceChanges: true } });
    expect(accept.status).toBe(200);
    expect(accept.body.data.cart.cartItems.tourOptionCart[0]).toMatchObject({ price: [{ currency: "USD", amount: 90 }], priceChanged: false });
    expect(accept.body.data.cart.totals).toEqual([{ currency: "AED", amount: 200 }, { currency: "USD", amount: 90 }]);
  });
});

describe("cart item commands", () => {
  it("marks an item optional (out of the totals) and back; an item of another cart is 404", async () => {
    const w = await createCartWorld();
    const { cartId, cart } = await addTwo(w);
    const atTop = cart.cartItems.tourOptionCart[1];
    const res = await as(w, "agent")(markOptional, P("markUnMarkOptional"), { body: { is_optional: true, cartItemId: atTop.id, cartId } });
    expect(res.status).toBe(200);
    expect(res.body.data.cart.cartItems.tourOptionCart[1].is_optional).toBe(true);
    expect(res.body.data.cart.totals).toEqual([{ currency: "USD", amount: 80 }]);
    const [row] = await systemDb.select().from(dmcCartItems).where(eq(dmcCartItems.id, atTop.id));
    expect(row.isOptional).toBe(true);
    const back = await as(w, "agent")(markOptional, P("markUnMarkOptional"), { body: { is_optional: false, cartItemId: atTop.id, cartId } });
    expect(back.body.data.cart.totals).toHaveLength(2);
    const { cartId: secondCart } = await addTwo(w, "colleague");
    const wrong = await as(w, "agent")(markOptional, P("markUnMarkOptional"), { body: { is_optional: true, cartItemId: atTop.id, cartId: secondCart } });
    expect(wrong.status).toBe(404);
    expect(wrong.body.errorMessage).toBe("Cart item not found");
    const missing = await as(w, "agent")(markOptional, P("markUnMarkOptional"), { body: { cartItemId: atTop.id, cartId } });
    expect(missing.body.shortError).toEqual({ is_optional: "Must be true or false" });
    expect((await as(w, "otherAgent")(markOptional, P("markUnMarkOptional"), { body: { is_optional: true, cartItemId: atTop.id, cartId } })).status).toBe(404);
  });

  it("deletes one item, clears the cart, and lists the caller's carts", async () => {
    const w = await createCartWorld();
    const { cartId, cart } = await addTwo(w);
    const del = await as(w, "agent")(deleteCartItem, P("deleteCartItem"), { body: { cartId, cartItemId: cart.cartItems.tourOptionCart[0].id } });
    expect(del.status).toBe(200);
    expect(del.body.data.cart.cartItems.tourOptionCart).toHaveLength(1);
    const again = await as(w, "agent")(deleteCartItem, P("deleteCartItem"), { body: { cartId, cartItemId: cart.cartItems.tourOptionCart[0].id } });
    expect(again.status).toBe(404);
    const ids = await as(w, "agent")(getCartsId, P("getCartsId"));
    expect(ids.body.data.result).toEqual([expect.objectContaining({ id: cartId, status: "new", itemCount: 1 })]);
    expect((await as(w, "colleague")(getCartsId, P("getCartsId"))).body.data.result).toEqual([]);
    const clear = await as(w, "agent")(clearAllCart, P("clearAllCart"), { body: { cartId } });
    expect(clear.status).toBe(200);
    expect(await systemDb.select().from(dmcCartItems).where(eq(dmcCartItems.cartId, cartId))).toEqual([]);
    expect(await systemDb.select().from(dmcCarts).where(eq(dmcCarts.id, cartId))).toHaveLength(1);
    expect((await as(w, "otherAgent")(clearAllCart, P("clearAllCart"), { body: { cartId } })).status).toBe(404);
  });

  it("staff duplicate a cart with its items ('Successfully, Duplicated the cart'); agents may not", async () => {
    const w = await createCartWorld();
    const { cartId } = await addTwo(w);
    const res = await as(w, "staff")(duplicateCart, P("duplicateCart"), { body: { cartId } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Successfully, Duplicated the cart");
    expect(res.body.data.cartId).not.toBe(cartId);
    expect(res.body.data.cart).toMatchObject({ userId: w.agent.id, status: "new" });
    expect(res.body.data.cart.cartItems.tourOptionCart).toHaveLength(2);
    expect((await as(w, "agent")(duplicateCart, P("duplicateCart"), { body: { cartId } })).status).toBe(403);
  });

  it("updateCartData changes party and dates and re-prices every item for the new party (issue 25)", async () => {
    const w = await createCartWorld();
    const { cartId } = await addTwo(w);
    const res = await as(w, "agent")(updateCartData, P("updateCartData"), { body: { cartId, adults: 3, children: 0, startDate: "2026-12-09", endDate: "2026-12-14" } });
    expect(res.status).toBe(200);
    expect(res.body.data.cart).toMatchObject({ adults: 3, startDate: "2026-12-09", endDate: "2026-12-14", hasPriceChanges: false });
    expect(res.body.data.cart.cartItems.tourOptionCart[0]).toMatchObject({ price: [{ currency: "USD", amount: 120 }], currentPrice: [{ currency: "USD", amount: 120 }] });
    const bad = await as(w, "agent")(updateCartData, P("updateCartData"), { body: { cartId, adults: 0, startDate: "2026-12-09", endDate: "2026-12-14" } });
    expect(bad.body.shortError).toEqual({ adults: "Must be at least 1" });
  });
});
