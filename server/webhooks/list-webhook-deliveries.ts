import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { webhookDeliveries } from "@/db/schema/webhooks";
import { WEBHOOK_DELIVERY_PAGE_SIZE } from "@/lib/contracts/webhooks";
import type { RequestContext } from "@/server/http/context";
import { getWebhookEndpointOrThrow, toWebhookDelivery } from "./webhook-records";

/** GET wl/webhooks/listDeliveries?endpointId&page: the endpoint's delivery log, newest first. */
export async function listWebhookDeliveries(ctx: RequestContext, input: { endpointId: number; page: number }) {
  await getWebhookEndpointOrThrow(ctx.db, input.endpointId);
  const where = ctx.db.where(webhookDeliveries, eq(webhookDeliveries.endpointId, input.endpointId));
  const [{ total }] = await ctx.db.db.select({ total: count() }).from(webhookDeliveries).where(where);
  const rows = await ctx.db.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERY_PAGE_SIZE)
    .offset((input.page - 1) * WEBHOOK_DELIVERY_PAGE_SIZE);
  return { records: rows.map(toWebhookDelivery), totalRecords: total, totalPages: Math.ceil(total / WEBHOOK_DELIVERY_PAGE_SIZE), page: input.page };
}
