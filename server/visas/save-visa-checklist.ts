import "server-only";
import { eq } from "drizzle-orm";
import { visaChecklists, visaChecklistVersions } from "@/db/schema/visas";
import { VisaMessages } from "@/lib/contracts/visas";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { selectStaffChecklists } from "./list-visa-checklists";
import { isBlankHtml, sanitizeChecklistHtml } from "./sanitize-checklist-html";
import { findCountryByCode, findVisaCategory } from "./visa-rows";

type Input = { categoryId: number; nationalityCode: string; html: string };

/**
 * POST /api/visa/saveVisaChecklist: sanitise the HTML, then create the nationality's checklist or
 * change it, writing a version row (who, when, the HTML replaced and the HTML saved) in the same
 * transaction. Saving the same HTML again changes nothing and writes no version.
 */
export async function saveVisaChecklist(ctx: UserContext, input: Input) {
  const category = await findVisaCategory(ctx.db, input.categoryId, VisaMessages.categoryNotFound);
  const nationality = await findCountryByCode(ctx.db, input.nationalityCode);
  if (!nationality) throw new AppError("VALIDATION_ERROR", VisaMessages.unknownCountry, { shortError: { nationalityCode: VisaMessages.unknownCountry } });
  const html = sanitizeChecklistHtml(input.html);
  if (isBlankHtml(html)) throw new AppError("VALIDATION_ERROR", VisaMessages.emptyChecklist, { shortError: { html: VisaMessages.emptyChecklist } });
  const userId = ctx.principal.userId;
  const saved = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: visaChecklists.id, html: visaChecklists.html, version: visaChecklists.version })
      .from(visaChecklists)
      .where(ctx.db.where(visaChecklists, eq(visaChecklists.categoryId, category._id), eq(visaChecklists.nationalityCode, nationality.countryCode)))
      .for("update");
    if (existing && existing.html === html) return { id: existing.id };
    const version = (existing?.version ?? 0) + 1;
    const values = { html, version, updatedByUserId: userId, updatedAt: new Date(), nationalityCountryName: nationality.countryName };
    const [row] = existing
      ? await tx.update(visaChecklists).set(values).where(ctx.db.byId(visaChecklists, existing.id)).returning({ id: visaChecklists.id })
      : await tx
          .insert(visaChecklists)
          .values({ siteId: ctx.site.id, categoryId: category._id, nationalityCode: nationality.countryCode, ...values })
          .returning({ id: visaChecklists.id });
    await tx.insert(visaChecklistVersions).values({ siteId: ctx.site.id, checklistId: row.id, version, previousHtml: existing?.html ?? null, html, changedByUserId: userId });
    return row;
  });
  const [checklist] = await selectStaffChecklists(ctx.db, eq(visaChecklists.id, saved.id));
  return { ...checklist, message: VisaMessages.checklistSaved };
}
