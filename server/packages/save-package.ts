import "server-only";
import { packages } from "@/db/schema/packages";
import { PackageMessages, type ZPackageInput } from "@/lib/contracts/packages";
import type { UserContext } from "@/server/http/context";
import type { z } from "zod";
import { packageNotFound } from "./package-rows";

type Input = z.output<typeof ZPackageInput>;

const values = (input: Input) => ({
  name: input.name,
  destination: input.destination,
  days: input.days,
  nights: input.nights,
  plan: input.plan,
  inclusions: input.inclusions,
  exclusions: input.exclusions,
  priceFrom: input.priceFrom,
  currency: input.currency,
  validFrom: input.validFrom,
  validTill: input.validTill,
  isPublished: input.isPublished,
});

/** POST /api/packages/manage/create. */
export async function createPackage(ctx: UserContext, input: Input) {
  const [row] = await ctx.db.db
    .insert(packages)
    .values({ siteId: ctx.site.id, ...values(input), createdByUserId: ctx.principal.userId })
    .returning({ id: packages.id });
  ctx.log.info({ packageId: row.id, by: ctx.principal.userId }, "package created");
  return { packageId: row.id, message: PackageMessages.created };
}

/** POST /api/packages/manage/update: this site's package only (another site's is 404). */
export async function updatePackage(ctx: UserContext, input: Input & { packageId: number }) {
  const [row] = await ctx.db.db
    .update(packages)
    .set({ ...values(input), updatedAt: new Date() })
    .where(ctx.db.byId(packages, input.packageId))
    .returning({ id: packages.id });
  if (!row) throw packageNotFound();
  ctx.log.info({ packageId: row.id, by: ctx.principal.userId }, "package updated");
  return { packageId: row.id, message: PackageMessages.updated };
}
