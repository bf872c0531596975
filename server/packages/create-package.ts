import "server-only";
import { packages } from "@/db/schema/packages";
import { PackageMessages } from "@/lib/contracts/packages";
import type { UserContext } from "@/server/http/context";
import { values, type Input } from "./package-values";

/** POST /api/packages/manage/create. */
export async function createPackage(ctx: UserContext, input: Input) {
  const [row] = await ctx.db.db
    .insert(packages)
    .values({ siteId: ctx.site.id, ...values(input), createdByUserId: ctx.principal.userId })
    .returning({ id: packages.id });
  ctx.log.info({ packageId: row.id, by: ctx.principal.userId }, "package created");
  return { packageId: row.id, message: PackageMessages.created };
}
