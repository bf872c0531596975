import { addRoomRate, addTicketRate, createDmcBase, createHotelRoomType, createTourOption } from "../helpers/dmc-fixtures";

/** Site A's DMC rows for the rate engine's endpoints (issue 13): a priced tour option and a hotel room type. */
export async function createDmcRatesContractRows(siteId: number, tag: string) {
  const base = await createDmcBase(siteId);
  const tourOption = await createTourOption(base, `Victim tour ${tag}`);
  await addTicketRate(base, tourOption.id, { validFromDate: "2000-01-01", validTillDate: "2099-12-31" });
  const { roomType } = await createHotelRoomType(base, `Victim hotel ${tag}`, "Deluxe");
  await addRoomRate(base, roomType.id, { validFromDate: "2000-01-01", validTillDate: "2099-12-31" });
  return { base, tourOption, roomType };
}
