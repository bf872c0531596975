import "server-only";
import { dmcLocations } from "@/db/schema/dmc";
import { DmcGeoMessages, type TSaveLocationRequest } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getAreaOrThrow, getCityOrThrow } from "./find-dmc-geo-records";
import { findLocations } from "./list-locations";

const orNull = (v: string | null | undefined) => (v ? v : null);

/** POST /api/dmc/saveLocationOption: add a location (no id) or edit one of the site's. */
export async function saveLocation(ctx: RequestContext, input: TSaveLocationRequest) {
  const city = await getCityOrThrow(ctx.db, input.cityId);
  const areaId = input.areaId ? (await getAreaOrThrow(ctx.db, input.areaId)).id : null;
  const values = { name: input.name, address: input.address, cityId: city.id, areaId, phone: orNull(input.phone), email: orNull(input.email) };
  let id: number;
  if (input.id !== undefined) {
    const [row] = await ctx.db.db.update(dmcLocations).set(values).where(ctx.db.byId(dmcLocations, input.id)).returning({ id: dmcLocations.id });
    if (!row) throw new AppError("NOT_FOUND", DmcGeoMessages.locationNotFound);
    id = row.id;
  } else {
    const [row] = await ctx.db.db.insert(dmcLocations).values({ siteId: ctx.site.id, ...values }).returning({ id: dmcLocations.id });
    id = row.id;
  }
  const [saved] = await findLocations(ctx.db, ctx.db.byId(dmcLocations, id));
  return { ...saved, message: DmcGeoMessages.locationSaved };
}
