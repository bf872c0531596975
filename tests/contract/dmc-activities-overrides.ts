import type { FieldOverride } from "./overrides";

/** Per-operation record fields of the DMC activity endpoints (issue 13), pointing at dmc-activities-world.ts rows. */
const site = (value: FieldOverride["value"]): FieldOverride => ({ value, owner: "site" });
const none = (value: FieldOverride["value"]): FieldOverride => ({ value, owner: "none" });

// Each valid sample rate gets its own far-future year, so repeated saves never overlap (the sheet check).
let year = 2100;
const validity = {
  validFromDate: none(() => `${++year}-01-01`),
  validTillDate: none(() => `${year}-12-31`),
};

export const DMC_ACTIVITY_OVERRIDES: Record<string, Record<string, FieldOverride>> = {
  "POST /api/dmc/saveActivity": { cityId: none((w) => w.dmcAct.base.dubaiCityId), areaId: site((w) => w.dmcAct.areaId) },
  "GET /api/manageActivity/fetchActivities/{cityId}": { cityId: none((w) => w.dmcAct.base.dubaiCityId) },
  "POST /api/manageActivity/updateActivityPriority": { activityId: site((w) => w.dmcAct.activity.id) },
  "POST /api/areas/toggleActivityFields": { activityId: site((w) => w.dmcAct.activity.id), isTurnedOn: none(() => true) },
  "POST /api/areas/mapAreaActivity": { activityId: site((w) => w.dmcAct.activity.id), areaId: site((w) => w.dmcAct.areaId) },
  "POST /api/dmc/saveTourOptions": { activityId: site((w) => w.dmcAct.activity.id) },
  "POST /api/dmc/getTourOptionsByCity": { cityId: none((w) => w.dmcAct.base.dubaiCityId) },
  "POST /api/dmc/saveActivityTicketRates": { tourOptionId: site((w) => w.dmcAct.saveTarget.id), marketId: site((w) => w.dmcAct.marketId), ...validity },
  "POST /api/dmc/saveTourOptionTransferRates": {
    tourOptionId: site((w) => w.dmcAct.saveTarget.id),
    marketId: site((w) => w.dmcAct.marketId),
    transferType: none(() => "return"),
    ...validity,
  },
  "GET /api/dmc/getTourOptionTicketRates": { tourOptionId: site((w) => w.dmcAct.tourOption.id) },
  "GET /api/dmc/getTourOptionTransferRates": { tourOptionId: site((w) => w.dmcAct.tourOption.id) },
  "POST /api/dmc/deleteTourOptionTicketRates": { rateId: site((w) => w.dmcAct.ticketRate.id) },
  "POST /api/dmc/deleteTourOptionTransferRates": { rateId: site((w) => w.dmcAct.transferRate.id) },
  "POST /api/dmc/changeTourOptionTicketRatePriority": { tourOptionId: site((w) => w.dmcAct.tourOption.id), priorityList: site((w) => [w.dmcAct.ticketRate.id]) },
  "POST /api/dmc/changeTourOptionTransferRatePriority": { tourOptionId: site((w) => w.dmcAct.tourOption.id), priorityList: site((w) => [w.dmcAct.transferRate.id]) },
  "POST /api/dmc/createDmcCombo": { tourOptionId: site((w) => w.dmcAct.tourOption.id) },
};
