import "server-only";
import { differenceInCalendarDays, parseISO } from "date-fns";
import { and, asc, eq, inArray } from "drizzle-orm";
import { dmcActivities, dmcHotels, dmcRoomTypes, dmcTourOptions } from "@/db/schema/dmc";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { legalEntities, users } from "@/db/schema/users";
import { formatCalendarDate } from "@/lib/dates";
import { DraftMessages, type TCartDraft } from "@/lib/contracts/dmc-quote-drafts";
import { priceDmcLines } from "@/server/dmc/price-dmc-lines";
import type { LinePrice, PriceAnswer } from "@/server/dmc/rate-engine-types";
import { toPriceView } from "@/server/dmc/to-price-view";
import { toPriceLine } from "@/server/dmc-carts/price-cart-items";
import type { UserContext } from "@/server/http/context";
import { customerLabel } from "@/lib/dmc-labels";
import { ROOM_COMPOSITION_KINDS, type RoomCompositionKey } from "@/lib/room-composition";
import { AppError } from "@/server/http/errors";
import { draftLegs, lineAmount, sellingCurrency } from "./draft-lines";


/**
 * GET kart/getDraftFromCart (issue 25): a new quotation drafted from an activity cart, nothing saved.
 * The customer is the cart's holder unless staff hold it (then staff pick); arrival is the cart's
 * start, nights its end minus start, days nights + 1; the party is the cart's. Hotels and dated
 * activities (optional items left out, said in notes) are priced by the rate engine for the
 * customer, hotels with their room composition; an activity's transfer gets its pickup (and for a
 * return its drop) leg from the hotel of that night when the cart has one.
 */
export async function draftFromCart(ctx: UserContext, q: { cartId: number }): Promise<TCartDraft> {
  const db = ctx.db;
  const [cart] = await db.db.select().from(dmcCarts).where(db.byId(dmcCarts, q.cartId));
  if (!cart) throw new AppError("NOT_FOUND", DraftMessages.cartNotFound);
  const [items, [holder], linked] = await Promise.all([
    db.db.select().from(dmcCartItems).where(and(eq(dmcCartItems.siteId, db.siteId), eq(dmcCartItems.cartId, cart.id))).orderBy(asc(dmcCartItems.date), asc(dmcCartItems.id)),
    db.db
      .select({ id: users.id, userType: users.userType, firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: legalEntities.companyName })
      .from(users)
      .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
      .where(and(eq(users.siteId, db.siteId), eq(users.id, cart.userId))),
    cart.kartId === null ? Promise.resolve([]) : db.db.select({ ref: dmcItineraries.quotationId }).from(dmcItineraries).where(db.byId(dmcItineraries, cart.kartId)),
  ]);
  const customer = holder && holder.userType !== "staff" ? { id: holder.id, label: customerLabel(holder) } : null;
  const notes: string[] = [];
  const used = items.filter((i) => !i.isOptional);
  // Names for every item, the optional ones too (the notes name them).
  const roomIds = items.flatMap((i) => (i.roomTypeId ? [i.roomTypeId] : []));
  const optionIds = items.flatMap((i) => (i.tourOptionId ? [i.tourOptionId] : []));
  const [rooms, options] = await Promise.all([
    roomIds.length ? db.db.select({ id: dmcRoomTypes.id, hotelId: dmcHotels.id, hotelName: dmcHotels.name }).from(dmcRoomTypes).innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcRoomTypes.siteId), eq(dmcHotels.id, dmcRoomTypes.hotelId))).where(db.where(dmcRoomTypes, inArray(dmcRoomTypes.id, roomIds))) : [],
    optionIds.length ? db.db.select({ id: dmcTourOptions.id, name: dmcTourOptions.name, activityName: dmcActivities.name }).from(dmcTourOptions).innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcTourOptions.siteId), eq(dmcActivities.id, dmcTourOptions.activityId))).where(db.where(dmcTourOptions, inArray(dmcTourOptions.id, optionIds))) : [],
  ]);
  for (const i of items.filter((x) => x.isOptional)) notes.push(`Optional in the cart, not added: ${i.kind === "hotel" ? (rooms.find((r) => r.id === i.roomTypeId)?.hotelName ?? "a hotel") : (options.find((o) => o.id === i.tourOptionId)?.name ?? "an activity")} on ${formatCalendarDate(i.date)}`);
  const party = { adults: cart.adults, children: cart.children };
  const answer: PriceAnswer | null = used.length ? await priceDmcLines(db, customer?.id ?? cart.userId, used.map((i) => toPriceLine(i, party))) : null;
  const lineOf = (n: number): LinePrice => answer!.lines[n];
  const currency = sellingCurrency(answer?.lines ?? [], ctx.site.currency);
  const explain = (l: LinePrice) => toPriceView({ market: answer!.market, markup: answer!.markup, lines: [l], totals: l.totals });

  const hotels = used.map((item, n) => ({ item, n })).filter((x) => x.item.kind === "hotel");
  const accomodations = [];
  for (const { item, n } of hotels) {
    const l = lineOf(n);
    const room = rooms.find((r) => r.id === item.roomTypeId)!;
    const amount = await lineAmount(db, l);
    if (amount.note) notes.push(`${room.hotelName}: ${amount.note}`);
    const composition = Object.fromEntries(ROOM_COMPOSITION_KINDS.flatMap(([k]) => [[`${k}Price`, 0], [`${k}Count`, 0]])) as Record<`${RoomCompositionKey}${"Price" | "Count"}`, number>;
    for (const c of l.composition ?? []) {
      composition[`${c.key}Count`] = c.count;
      composition[`${c.key}Price`] = c.unitPrice / 100;
    }
    accomodations.push({ accomodationId: room.hotelId, roomTypeId: item.roomTypeId!, checkinDate: item.date, noOfNights: item.nights!, numberOfRooms: item.rooms!, price: amount.price, currency: amount.currency ?? currency, ...composition, explanation: explain(l) });
  }
  const hotelOn = (day: string) => hotels.find(({ item }) => item.date <= day && differenceInCalendarDays(parseISO(day), parseISO(item.date)) < (item.nights ?? 0));
  const activities = [];
  for (const { item, n } of used.map((x, i) => ({ item: x, n: i })).filter((x) => x.item.kind === "tourOption")) {
    const l = lineOf(n);
    const option = options.find((o) => o.id === item.tourOptionId)!;
    const amount = await lineAmount(db, l);
    if (amount.note) notes.push(`${option.name}: ${amount.note}`);
    const stay = hotelOn(item.date);
    const hotelName = stay ? rooms.find((r) => r.id === stay.item.roomTypeId)?.hotelName : undefined;
    activities.push({
      tourOptionId: item.tourOptionId!,
      startDate: item.date,
      time: "",
      price: amount.price,
      currency: amount.currency ?? currency,
      transferType: item.transferType ?? "",
      sharingBasis: item.sharingBasis ?? "",
      transfers: draftLegs(item, hotelName ?? null, `${option.activityName}: ${option.name}`),
      explanation: explain(l),
    });
  }
  const nights = differenceInCalendarDays(parseISO(cart.endDate), parseISO(cart.startDate));
  return {
    cartId: cart.id,
    kartId: cart.kartId,
    quotationId: linked[0]?.ref ?? null,
    customer,
    header: { kartName: `${customer ? customer.label.split(",")[0] : "Cart"}, ${formatCalendarDate(cart.startDate)} (cart ${cart.id})`, arrivalDate: cart.startDate, noOfNights: nights, noOfDays: nights + 1, adults: cart.adults, child: cart.children, infant: 0, currency },
    accomodations,
    activities,
    notes,
  };
}
