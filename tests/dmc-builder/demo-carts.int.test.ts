import { and, eq } from "drizzle-orm";
import { POST as getCartData } from "@/app/api/activities/cart/getCartData/route";
import { POST as getQueue } from "@/app/api/activities/queue/getQueue/route";
import { closeDb, systemDb } from "@/db/client";
import { dmcCarts } from "@/db/schema/dmc-carts";
import { seedDmcDemo } from "@/db/seed/dmc";
import { DEMO_CARTS, seedDmcCarts } from "@/db/seed/dmc-carts";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";

afterAll(() => closeDb());

type Item = { label: string; priceChanged: boolean; is_optional: boolean; kind: string };

describe("seedDmcCarts (the demo activity queue)", () => {
  it("puts Demo Agency's cart (a hotel and two tour options, one optional) in New and the retail cart In progress, priced as the engine prices them, once", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    await seedDmcDemo(systemDb, site.id);
    const staff = await createTestUser(site.id, { userType: "staff" });
    await createTestUser(site.id, { email: "agent@demo.test", userType: "travelAgent", companyName: "Demo Agency" });
    await createTestUser(site.id, { email: "retail@demo.test", userType: "retail" });
    await seedDmcCarts(systemDb, site.id);
    await seedDmcCarts(systemDb, site.id);
    await seedDmcCarts(systemDb, other.id);

    const carts = await systemDb.select().from(dmcCarts).where(eq(dmcCarts.siteId, site.id));
    expect(carts.map((c) => [c.remarks, c.status]).sort()).toEqual(DEMO_CARTS.map((c) => [c.remarks, c.status]).sort());
    expect(await systemDb.select().from(dmcCarts).where(eq(dmcCarts.siteId, other.id))).toEqual([]);

    const token = await logInAs(site.domain, staff.email!);
    const [agentCart] = await systemDb.select().from(dmcCarts).where(and(eq(dmcCarts.siteId, site.id), eq(dmcCarts.status, "new")));
    const res = await call(getCartData, "/api/activities/cart/getCartData", { host: site.domain, token, body: { cartId: agentCart.id } });
    expect(res.status).toBe(200);
    const cart = res.body.data.cart;
    const items: Item[] = [...cart.cartItems.hotelCart, ...cart.cartItems.tourOptionCart];
    expect(items.map((i) => [i.kind, i.is_optional])).toEqual([["hotel", false], ["tourOption", false], ["tourOption", true]]);
    // The accepted prices are the engine's: nothing shows as changed on the first read.
    expect(items.filter((i) => i.priceChanged)).toEqual([]);
    expect(cart.hasPriceChanges).toBe(false);
    expect(cart.totals).toEqual([{ currency: "USD", amount: 275 }]);

    const queue = await call(getQueue, "/api/activities/queue/getQueue", { host: site.domain, token, body: { status: "new", page: 1 } });
    expect(queue.body.data.statusCounts).toMatchObject({ new: 1, inProgress: 1, quoted: 0 });
  });
});
