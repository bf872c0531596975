import "server-only";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { legalEntities, users } from "@/db/schema/users";
import type { TTicketCreator, TTicketCreatorsRequest } from "@/lib/contracts/tickets";
import type { UserContext } from "@/server/http/context";

/** `%`, `_` and `\` match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const fullName = sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * POST /api/tickets/creators: the site's users for the queue's creator picker, by part of the name,
 * email or company name, ordered by name. Only this site's users (the site-scoped client), and the
 * company join repeats the site.
 */
export async function searchTicketCreators(ctx: UserContext, input: TTicketCreatorsRequest) {
  const pattern = input.search ? `%${escapeLike(input.search)}%` : null;
  const where = ctx.db.where(users, pattern ? or(ilike(fullName, pattern), ilike(users.email, pattern), ilike(legalEntities.companyName, pattern)) : undefined);
  const company = and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId));
  const [[{ total }], rows] = await Promise.all([
    ctx.db.db.select({ total: count() }).from(users).leftJoin(legalEntities, company).where(where),
    ctx.db.db
      .select({ id: users.id, name: fullName, email: users.email, companyName: legalEntities.companyName, userType: users.userType })
      .from(users)
      .leftJoin(legalEntities, company)
      .where(where)
      .orderBy(asc(sql`lower(${fullName})`), asc(users.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  const records: TTicketCreator[] = rows;
  return { records, totalRecords: total, totalPages: Math.ceil(total / input.pageSize), page: input.page };
}
