import type { FieldOverride } from "./overrides";

/** Per-operation record fields of the activity cart endpoints (issue 14), pointing at dmc-carts-world.ts rows. */
const user = (value: FieldOverride["value"]): FieldOverride => ({ value, owner: "user" });
const none = (value: FieldOverride["value"]): FieldOverride => ({ value, owner: "none" });
const dates = { startDate: none(() => "2026-12-10"), endDate: none(() => "2026-12-13") };
const main = { cartId: user((w) => w.dmcCarts.main.id) };

export const DMC_CART_OVERRIDES: Record<string, Record<string, FieldOverride>> = {
  "POST /api/activities/searchActivitiesByCityId": { cityId: none((w) => w.dmcCarts.cityId), ...dates },
  "POST /api/activities/cart/getCartData": main,
  "POST /api/activities/cart/addToCart": { ...main, ...dates, tourOptionId: none((w) => w.dmcCarts.tourOption.id), date: none(() => "2026-12-11"), checkinDate: none(() => "2026-12-11") },
  "POST /api/activities/cart/deleteCartItem": { cartId: user((w) => w.dmcCarts.del.id), cartItemId: user((w) => w.dmcCarts.del.itemId) },
  "POST /api/activities/cart/clearAllCart": { cartId: user((w) => w.dmcCarts.clear.id) },
  "POST /api/activities/cart/duplicateCart": main,
  "POST /api/activities/cart/updateCartData": { ...main, ...dates },
  "POST /api/activities/cart/markUnMarkOptional": { ...main, cartItemId: user((w) => w.dmcCarts.main.itemId) },
  "POST /api/activities/cart/updateCartStatus": main,
  "POST /api/activities/cart/updateRemarks": main,
  "POST /api/activities/cart/updateUserId": { ...main, userId: user((w) => w.agentA.id) },
};
