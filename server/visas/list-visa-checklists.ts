import "server-only";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { visaChecklists } from "@/db/schema/visas";
import { VisaMessages } from "@/lib/contracts/visas";
import type { RequestContext } from "@/server/http/context";
import { findVisaCategory } from "./visa-rows";

export const personName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), '')`;

/** The site's checklists matching `condition`, in the staff shape, by nationality name. */
export async function selectStaffChecklists(db: SiteDb, condition: SQL) {
  const rows = await db.db
    .select({
      checklistId: visaChecklists.id,
      countryCode: visaChecklists.nationalityCode,
      countryName: visaChecklists.nationalityCountryName,
      html: visaChecklists.html,
      version: visaChecklists.version,
      updatedAt: visaChecklists.updatedAt,
      updatedBy: personName,
    })
    .from(visaChecklists)
    .leftJoin(users, eq(users.id, visaChecklists.updatedByUserId))
    .where(db.where(visaChecklists, condition))
    .orderBy(asc(visaChecklists.nationalityCountryName));
  return rows.map(({ countryCode, countryName, updatedAt, ...r }) => ({ ...r, nationality: { _id: countryCode, countryCode, countryName }, updatedAt: updatedAt.toISOString() }));
}

/** GET /api/visa/listVisaChecklists: a category and its checklist per nationality (latest version), for the editor. */
export async function listVisaChecklists(ctx: RequestContext, input: { categoryId: number }) {
  const category = await findVisaCategory(ctx.db, input.categoryId, VisaMessages.categoryNotFound);
  return { category, result: await selectStaffChecklists(ctx.db, eq(visaChecklists.categoryId, category._id)) };
}
