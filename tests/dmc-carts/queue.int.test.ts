import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcCarts } from "@/db/schema/dmc-carts";
import { POST as addToCart } from "@/app/api/activities/cart/addToCart/route";
import { POST as updateCartStatus } from "@/app/api/activities/cart/updateCartStatus/route";
import { POST as updateRemarks } from "@/app/api/activities/cart/updateRemarks/route";
import { POST as updateUserId } from "@/app/api/activities/cart/updateUserId/route";
import { POST as getQueue } from "@/app/api/activities/queue/getQueue/route";
import { addRoomRate, createHotelRoomType } from "../helpers/dmc-fixtures";
import { as, createCartWorld, DATES, type CartWorld } from "./world";

afterAll(() => closeDb());

const P = (name: string) => `/api/activities/cart/${name}`;
const Q = "/api/activities/queue/getQueue";

async function newCart(w: CartWorld, who: "agent" | "otherAgent" = "agent") {
  const res = await as(w, who)(addToCart, P("addToCart"), { body: { cartId: -1, adults: 1, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.dinner.id, date: "2026-12-11" } } });
  expect(res.status).toBe(200);
  return res.body.data.cartId as number;
}
const cartRow = async (id: number) => (await systemDb.select().from(dmcCarts).where(eq(dmcCarts.id, id)))[0];

describe("hotel items", () => {
  it("adds a hotel stay priced by the engine into hotelCart", async () => {
    const w = await createCartWorld();
    const { roomType } = await createHotelRoomType({ ...w.base });
    await addRoomRate({ ...w.base }, roomType.id);
    const res = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId: -1, adults: 2, ...DATES, item: { kind: "hotel", roomTypeId: roomType.id, checkinDate: "2026-12-10", nights: 3, rooms: 1 } } });
    expect(res.status).toBe(200);
    expect(res.body.data.cart.cartItems.hotelCart).toEqual([expect.objectContaining({ kind: "hotel", nights: 3, rooms: 1, price: [{ currency: "USD", amount: 360 }], priceChanged: false })]);
  });
});

describe("POST /api/activities/cart/updateCartStatus, updateRemarks, updateUserId", () => {
  it("staff move a cart through the statuses, set remarks and assign a user of the site", async () => {
    const w = await createCartWorld();
    const cartId = await newCart(w);
    const status = await as(w, "staff")(updateCartStatus, P("updateCartStatus"), { body: { cartId, status: "inProgress" } });
    expect(status.status).toBe(200);
    expect(status.body.data.cart.status).toBe("inProgress");
    expect((await cartRow(cartId)).status).toBe("inProgress");
    const remarks = await as(w, "staff")(updateRemarks, P("updateRemarks"), { body: { cartId, remarks: "  Call the agent  " } });
    expect(remarks.body.data.cart.remarks).toBe("Call the agent");
    const assign = await as(w, "staff")(updateUserId, P("updateUserId"), { body: { cartId, userId: w.otherAgent.id } });
    expect(assign.status).toBe(200);
    expect(await cartRow(cartId)).toMatchObject({ userId: w.otherAgent.id, legalEntityId: w.otherAgent.legalEntityId, remarks: "Call the agent" });
    // The cart now belongs to the other company: its agent sees it, the first agent no longer does.
    expect((await as(w, "otherAgent")(updateCartStatus, P("updateCartStatus"), { body: { cartId, status: "quoted" } })).status).toBe(403);
  });

  it("refuses a bad status, a foreign user and another site's cart; agents and anonymous callers are refused", async () => {
    const w = await createCartWorld();
    const other = await createCartWorld();
    const cartId = await newCart(w);
    const bad = await as(w, "staff")(updateCartStatus, P("updateCartStatus"), { body: { cartId, status: "done" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ status: "status must be one of: new, inProgress, quoted, confirmed, cancelled" });
    const foreignUser = await as(w, "staff")(updateUserId, P("updateUserId"), { body: { cartId, userId: other.agent.id } });
    expect(foreignUser.status).toBe(404);
    expect(foreignUser.body.errorMessage).toBe("User not found");
    const otherCart = await newCart(other);
    for (const [handler, name, body] of [
      [updateCartStatus, "updateCartStatus", { cartId: otherCart, status: "quoted" }],
      [updateRemarks, "updateRemarks", { cartId: otherCart, remarks: "x" }],
      [updateUserId, "updateUserId", { cartId: otherCart, userId: w.agent.id }],
    ] as const) {
      expect((await as(w, "staff")(handler, P(name), { body })).status).toBe(404);
      expect((await as(w, "agent")(handler, P(name), { body: { ...body, cartId } })).status).toBe(403);
      expect((await as(w, "anonymous")(handler, P(name), { body: { ...body, cartId } })).status).toBe(401);
    }
    expect(await cartRow(otherCart)).toMatchObject({ status: "new", remarks: "", userId: other.agent.id });
    const long = await as(w, "staff")(updateRemarks, P("updateRemarks"), { body: { cartId, remarks: "x".repeat(2001) } });
    expect(long.body.shortError).toEqual({ remarks: "Must be at most 2000 characters" });
  });
});

describe("POST /api/activities/queue/getQueue", () => {
  it("answers one status's carts (latest change first) with the counts of every status; staff only", async () => {
    const w = await createCartWorld();
    const other = await createCartWorld();
    const a = await newCart(w);
    const b = await newCart(w, "otherAgent");
    const c = await newCart(w);
    await newCart(other);
    await as(w, "staff")(updateCartStatus, P("updateCartStatus"), { body: { cartId: c, status: "quoted" } });
    await as(w, "staff")(updateRemarks, P("updateRemarks"), { body: { cartId: a, remarks: "first" } });
    const res = await as(w, "staff")(getQueue, Q, { body: { status: "new", page: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.statusCounts).toEqual({ new: 2, inProgress: 0, quoted: 1, confirmed: 0, cancelled: 0 });
    expect(res.body.data.carts.map((r: { id: number }) => r.id)).toEqual([a, b]);
    expect(res.body.data.carts[0]).toMatchObject({ remarks: "first", userId: w.agent.id, companyName: `Agency ${w.site.id}`, itemCount: 1, adults: 1 });
    expect(res.body.data).toMatchObject({ page: 1, totalPages: 1, totalRecords: 2 });
    const quoted = await as(w, "staff")(getQueue, Q, { body: { status: "quoted" } });
    expect(quoted.body.data.carts.map((r: { id: number }) => r.id)).toEqual([c]);
    const page2 = await as(w, "staff")(getQueue, Q, { body: { status: "new", page: 2 } });
    expect(page2.body.data.carts).toEqual([]);
    expect((await as(w, "staff")(getQueue, Q, { body: { status: "nope" } })).status).toBe(400);
    expect((await as(w, "agent")(getQueue, Q, { body: {} })).status).toBe(403);
    expect((await as(w, "anonymous")(getQueue, Q, { body: {} })).status).toBe(401);
  });
});
