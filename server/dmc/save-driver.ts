import "server-only";
import { dmcDrivers } from "@/db/schema/dmc";
import { DmcGeoMessages, type TSaveDriverRequest } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** POST /api/dmc/saveDriver: add a driver (no id) or edit one of the site's. */
export async function saveDriver(ctx: RequestContext, input: TSaveDriverRequest) {
  const values = { name: input.driverName, phone: input.phone ? input.phone : null };
  const returning = { id: dmcDrivers.id, driverName: dmcDrivers.name, phone: dmcDrivers.phone };
  if (input.id !== undefined) {
    const [row] = await ctx.db.db.update(dmcDrivers).set(values).where(ctx.db.byId(dmcDrivers, input.id)).returning(returning);
    if (!row) throw new AppError("NOT_FOUND", DmcGeoMessages.driverNotFound);
    return { ...row, message: DmcGeoMessages.driverSaved };
  }
  const [row] = await ctx.db.db.insert(dmcDrivers).values({ siteId: ctx.site.id, ...values }).returning(returning);
  return { ...row, message: DmcGeoMessages.driverSaved };
}
