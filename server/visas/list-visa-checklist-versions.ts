import "server-only";
import { desc, eq } from "drizzle-orm";
import { users } from "@/db/schema/users";
import { visaChecklists, visaChecklistVersions } from "@/db/schema/visas";
import { VisaMessages } from "@/lib/contracts/visas";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { personName } from "./list-visa-checklists";

/** GET /api/visa/getVisaChecklistVersions: every version of one of the site's checklists, newest first. */
export async function listVisaChecklistVersions(ctx: RequestContext, input: { checklistId: number }) {
  const [checklist] = await ctx.db.db.select({ id: visaChecklists.id }).from(visaChecklists).where(ctx.db.byId(visaChecklists, input.checklistId));
  if (!checklist) throw new AppError("NOT_FOUND", VisaMessages.checklistNotFound);
  const rows = await ctx.db.db
    .select({ version: visaChecklistVersions.version, html: visaChecklistVersions.html, previousHtml: visaChecklistVersions.previousHtml, changedAt: visaChecklistVersions.changedAt, changedBy: personName })
    .from(visaChecklistVersions)
    .leftJoin(users, eq(users.id, visaChecklistVersions.changedByUserId))
    .where(ctx.db.where(visaChecklistVersions, eq(visaChecklistVersions.checklistId, checklist.id)))
    .orderBy(desc(visaChecklistVersions.version));
  return { result: rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() })) };
}
