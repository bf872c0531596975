import "server-only";
import { asc } from "drizzle-orm";
import { markupGroups } from "@/db/schema/pricing";
import type { RequestContext } from "@/server/http/context";

/** The site's markup groups, by name. */
export async function findMarkupGroups(ctx: Pick<RequestContext, "db">) {
  return ctx.db.db
    .select({ id: markupGroups.id, groupName: markupGroups.groupName, isDefault: markupGroups.isDefault })
    .from(markupGroups)
    .where(ctx.db.where(markupGroups))
    .orderBy(asc(markupGroups.groupName), asc(markupGroups.id));
}

/** GET /api/markupDiscount/LEGroupsForWl */
export async function listMarkupGroups(ctx: RequestContext) {
  return { result: await findMarkupGroups(ctx) };
}
