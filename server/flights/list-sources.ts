import "server-only";
import { siteSuppliers } from "@/db/schema/flights";
import type { RequestContext } from "@/server/http/context";

/** GET /api/getSources: the site's flight suppliers. */
export async function listSources(ctx: RequestContext) {
  const result = await ctx.db.db
    .select({ id: siteSuppliers.id, name: siteSuppliers.name, code: siteSuppliers.code, isEnabled: siteSuppliers.isEnabled })
    .from(siteSuppliers)
    .where(ctx.db.where(siteSuppliers))
    .orderBy(siteSuppliers.id);
  return { result };
}
