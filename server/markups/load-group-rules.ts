import "server-only";
import { desc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { markupRules } from "@/db/schema/pricing";
import type { MarkupRule } from "@/server/pricing/types";
import { toMarkupRule } from "./to-markup-rule";

/** Every rule of one of the site's markup groups, newest first (another site's group: no rules). */
export async function loadGroupRules(db: SiteDb, groupId: number): Promise<MarkupRule[]> {
  const rows = await db.db
    .select()
    .from(markupRules)
    .where(db.where(markupRules, eq(markupRules.groupId, groupId)))
    .orderBy(desc(markupRules.createdAt), desc(markupRules.id));
  return rows.map(toMarkupRule);
}
