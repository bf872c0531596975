import "server-only";
import { and, asc, count, eq, ilike, sql } from "drizzle-orm";
import { legalEntities, users } from "@/db/schema/users";
import { AGENT_COMPANY_SEARCH_LIMIT } from "@/lib/contracts/agents";
import type { UserContext } from "@/server/http/context";

/** `%`, `_` and `\` match themselves in the company-name search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/wl/user/searchAgentCompanies ?search=: the site's companies by name, for agent creation's company choice. */
export async function searchAgentCompanies(ctx: UserContext, input: { search?: string }) {
  const rows = await ctx.db.db
    .select({ legalEntityId: legalEntities.id, companyName: legalEntities.companyName, userCount: count(users.id) })
    .from(legalEntities)
    .leftJoin(users, and(eq(users.legalEntityId, legalEntities.id), eq(users.siteId, legalEntities.siteId)))
    .where(ctx.db.where(legalEntities, input.search ? ilike(legalEntities.companyName, `%${escapeLike(input.search)}%`) : undefined))
    .groupBy(legalEntities.id)
    .orderBy(asc(sql`lower(${legalEntities.companyName})`), asc(legalEntities.id))
    .limit(AGENT_COMPANY_SEARCH_LIMIT);
  return { result: rows };
}
