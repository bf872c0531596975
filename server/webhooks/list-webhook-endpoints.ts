import "server-only";
import { desc, eq } from "drizzle-orm";
import { legalEntities } from "@/db/schema/users";
import { webhookEndpoints } from "@/db/schema/webhooks";
import type { RequestContext } from "@/server/http/context";
import { toWebhookEndpoint } from "./webhook-records";

/** GET wl/webhooks/listWebhookEndpoints: the site's endpoints, newest first. */
export async function listWebhookEndpoints(ctx: RequestContext) {
  const rows = await ctx.db.db
    .select({ endpoint: webhookEndpoints, companyName: legalEntities.companyName })
    .from(webhookEndpoints)
    .innerJoin(legalEntities, eq(legalEntities.id, webhookEndpoints.legalEntityId))
    .where(ctx.db.where(webhookEndpoints))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { result: rows.map((r) => toWebhookEndpoint(r.endpoint, r.companyName)) };
}
