import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { legalEntities, users } from "@/db/schema/users";
import { CART_STATUSES, QUEUE_PAGE_SIZE, type TCartStatus, type TQueueAnswer } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";

/** POST activities/queue/getQueue {status, page}: one status's carts, latest change first (with the reference of the quotation made from each), and the count per status. */
export async function getQueue(ctx: UserContext, input: { status: TCartStatus; page: number }): Promise<TQueueAnswer> {
  const [rows, counts] = await Promise.all([
    ctx.db.db
      .select({
        id: dmcCarts.id,
        status: dmcCarts.status,
        startDate: dmcCarts.startDate,
        endDate: dmcCarts.endDate,
        adults: dmcCarts.adults,
        children: dmcCarts.children,
        remarks: dmcCarts.remarks,
        userId: dmcCarts.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: legalEntities.companyName,
        updatedAt: dmcCarts.updatedAt,
        itemCount: count(dmcCartItems.id),
        kartId: dmcCarts.kartId,
        quotationId: dmcItineraries.quotationId,
      })
      .from(dmcCarts)
      .innerJoin(users, eq(users.id, dmcCarts.userId))
      .leftJoin(legalEntities, eq(legalEntities.id, dmcCarts.legalEntityId))
      .leftJoin(dmcItineraries, and(eq(dmcItineraries.siteId, dmcCarts.siteId), eq(dmcItineraries.id, dmcCarts.kartId)))
      .leftJoin(dmcCartItems, and(eq(dmcCartItems.siteId, dmcCarts.siteId), eq(dmcCartItems.cartId, dmcCarts.id)))
      .where(ctx.db.where(dmcCarts, eq(dmcCarts.status, input.status)))
      .groupBy(dmcCarts.id, users.id, legalEntities.id, dmcItineraries.id)
      .orderBy(desc(dmcCarts.updatedAt), desc(dmcCarts.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((input.page - 1) * QUEUE_PAGE_SIZE),
    ctx.db.db.select({ status: dmcCarts.status, n: count() }).from(dmcCarts).where(ctx.db.where(dmcCarts)).groupBy(dmcCarts.status),
  ]);
  const statusCounts = Object.fromEntries(CART_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<TCartStatus, number>;
  const totalRecords = statusCounts[input.status];
  return {
    carts: rows.map(({ firstName, lastName, updatedAt, ...r }) => ({ ...r, userName: [firstName, lastName].filter(Boolean).join(" "), updatedAt: updatedAt.toISOString() })),
    statusCounts,
    page: input.page,
    totalPages: Math.max(1, Math.ceil(totalRecords / QUEUE_PAGE_SIZE)),
    totalRecords,
  };
}
