import "server-only";
import { packages } from "@/db/schema/packages";
import { PackageMessages } from "@/lib/contracts/packages";
import type { UserContext } from "@/server/http/context";
import { packageNotFound } from "./package-rows";
import { values, type Input } from "./package-values";

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
