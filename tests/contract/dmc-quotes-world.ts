import { systemDb } from "@/db/client";
import { dmcItineraries, dmcItineraryAccomodations, dmcItineraryActivities, dmcItineraryMiscellaneous } from "@/db/schema/dmc-itineraries";
import type { DmcFixture } from "../helpers/dmc-fixtures";

/** Site A's itinerary (issue 14, quotes) for the kart endpoints: one accomodation, activity and miscellaneous line each. */
export async function createDmcQuotesContractRows(base: DmcFixture, ids: { customerId: number; hotelId: number; tourOptionId: number; activityId: number }, tag: string) {
  const siteId = base.siteId;
  const [itinerary] = await systemDb
    .insert(dmcItineraries)
    .values({ siteId, quotationId: `QT-${tag}`, customerId: ids.customerId, kartName: `Victim kart ${tag}`, adults: 2, noOfDays: 4, noOfNights: 3, arrivalDate: "2026-12-10", totalPrice: 30000 })
    .returning();
  const scope = { siteId, itineraryId: itinerary.id, price: 10000 };
  const [accomodation] = await systemDb.insert(dmcItineraryAccomodations).values({ ...scope, accomodationId: ids.hotelId, noOfNights: 3 }).returning();
  const [activity] = await systemDb.insert(dmcItineraryActivities).values({ ...scope, activityId: ids.activityId, tourOptionId: ids.tourOptionId }).returning();
  const [miscellaneous] = await systemDb.insert(dmcItineraryMiscellaneous).values({ ...scope, name: `Victim misc ${tag}` }).returning();
  return { itinerary, accomodation, activity, miscellaneous, markers: [`Victim kart ${tag}`] };
}
