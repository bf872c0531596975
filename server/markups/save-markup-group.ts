import "server-only";
import { eq, ne, sql } from "drizzle-orm";
import { markupGroups } from "@/db/schema/pricing";
import { MarkupMessages } from "@/lib/contracts/markups";
import { type TSaveMarkupGroupRequest } from "@/lib/contracts/markup-groups";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getMarkupGroupOrThrow, isUniqueViolation, lockSiteMarkupGroups } from "./find-site-records";

const duplicateName = () => new AppError("VALIDATION_ERROR", MarkupMessages.duplicateGroupName, { shortError: { groupName: MarkupMessages.duplicateGroupName } });

/**
 * POST /api/markupDiscount/LEGroupsForWl {id?, groupName}: create a group (no id) or rename one of
 * the site's groups. The site's first group becomes its default.
 */
export async function saveMarkupGroup(ctx: RequestContext, input: TSaveMarkupGroupRequest) {
  const current = input.id ? await getMarkupGroupOrThrow(ctx.db, input.id) : null;
  const [clash] = await ctx.db.db
    .select({ id: markupGroups.id })
    .from(markupGroups)
    .where(ctx.db.where(markupGroups, sql`lower(${markupGroups.groupName}) = lower(${input.groupName})`, current ? ne(markupGroups.id, current.id) : undefined))
    .limit(1);
  if (clash) throw duplicateName();
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      if (current) {
        const [row] = await tx
          .update(markupGroups)
          .set({ groupName: input.groupName, updatedAt: new Date() })
          .where(ctx.db.byId(markupGroups, current.id))
          .returning({ id: markupGroups.id, groupName: markupGroups.groupName, isDefault: markupGroups.isDefault });
        return row;
      }
      await lockSiteMarkupGroups(tx, ctx.site.id);
      const [existingDefault] = await tx.select({ id: markupGroups.id }).from(markupGroups).where(ctx.db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1);
      const [row] = await tx
        .insert(markupGroups)
        .values({ siteId: ctx.site.id, groupName: input.groupName, isDefault: !existingDefault })
        .returning({ id: markupGroups.id, groupName: markupGroups.groupName, isDefault: markupGroups.isDefault });
      return row;
    });
    if (!saved) throw new AppError("NOT_FOUND", "Group not found");
    return { ...saved, message: MarkupMessages.groupSaved };
  } catch (error) {
    if (isUniqueViolation(error, "markup_groups_site_name_uq")) throw duplicateName();
    throw error;
  }
}
