import "server-only";
import { desc, eq } from "drizzle-orm";
import { users } from "@/db/schema/users";
import { visaCategoryVersions } from "@/db/schema/visas";
import { VisaMessages } from "@/lib/contracts/visas";
import type { RequestContext } from "@/server/http/context";
import { personName } from "./list-visa-checklists";
import { findVisaCategory } from "./visa-rows";

/** GET /api/visa/getVisaCategoryVersions: every version of one of the site's categories, newest first. */
export async function listVisaCategoryVersions(ctx: RequestContext, input: { categoryId: number }) {
  const category = await findVisaCategory(ctx.db, input.categoryId, VisaMessages.categoryNotFound);
  const rows = await ctx.db.db
    .select({ version: visaCategoryVersions.version, saved: visaCategoryVersions.saved, previous: visaCategoryVersions.previous, changedAt: visaCategoryVersions.changedAt, changedBy: personName })
    .from(visaCategoryVersions)
    .leftJoin(users, eq(users.id, visaCategoryVersions.changedByUserId))
    .where(ctx.db.where(visaCategoryVersions, eq(visaCategoryVersions.categoryId, category._id)))
    .orderBy(desc(visaCategoryVersions.version));
  return { result: rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() })) };
}
