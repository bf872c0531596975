import "server-only";
import { eq } from "drizzle-orm";
import { legalEntities, users } from "@/db/schema/users";
import type { TShareAgency } from "@/lib/contracts/fare-shares";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/**
 * Whose name, contact and logo a shared offer carries: the agent's agency (their company, their own
 * email and phone) and their logo (users.taLogoUrl, the logo of the e-ticket and of agent-branded
 * quotations), else the site's logo. A logo-less agent's offer still names the agency.
 */
export async function loadShareAgency(ctx: UserContext): Promise<TShareAgency> {
  const [row] = await ctx.db.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, phoneCountryCode: users.phoneCountryCode, taLogoUrl: users.taLogoUrl, companyName: legalEntities.companyName })
    .from(users)
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(ctx.db.byId(users, ctx.principal.userId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const name = row.companyName?.trim() || [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || ctx.site.companyName;
  const phone = row.phone ? [row.phoneCountryCode, row.phone].filter(Boolean).join(" ") : null;
  return { name, email: row.email, phone, logoUrl: row.taLogoUrl ?? ctx.site.logoUrl ?? null };
}
