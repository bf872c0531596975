import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcItineraries, dmcItineraryAccomodations, dmcItineraryActivities, dmcItineraryFlights, dmcItineraryMiscellaneous } from "@/db/schema/dmc-itineraries";
import { KartMessages } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { kartTotal } from "./kart-money";
import { loadKart } from "./load-kart";

const TABLES = { accomodation: dmcItineraryAccomodations, activity: dmcItineraryActivities, miscellaneous: dmcItineraryMiscellaneous } as const;

/** kart/removeKart{Accomodation,Activity,Miscellaneous} {id}: removes the line and recomputes the total at the locked rates. */
export async function removeKartLine(ctx: UserContext, kind: keyof typeof TABLES, lineId: number) {
  const db = ctx.db;
  const table = TABLES[kind];
  const itineraryId = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(table)
      .where(and(eq(table.siteId, db.siteId), eq(table.id, lineId)))
      .returning({ itineraryId: table.itineraryId });
    if (!gone) throw new AppError("NOT_FOUND", KartMessages.lineNotFound);
    const [h] = await tx
      .select()
      .from(dmcItineraries)
      .where(and(eq(dmcItineraries.siteId, db.siteId), eq(dmcItineraries.id, gone.itineraryId)))
      .for("update");
    const lines = (
      await Promise.all(
        [dmcItineraryAccomodations, dmcItineraryActivities, dmcItineraryMiscellaneous, dmcItineraryFlights].map((t) =>
          tx.select({ price: t.price, currency: t.currency }).from(t).where(and(eq(t.siteId, db.siteId), eq(t.itineraryId, h.id))),
        ),
      )
    ).flat();
    const totalPrice = kartTotal(lines, h, h.exchangeRates);
    // A payment already collected above the new total keeps the total (the check constraint would refuse): clamp the collected sum is not ours to do.
    if (h.collectedPayment > totalPrice) throw new AppError("VALIDATION_ERROR", KartMessages.collectedTooHigh);
    await tx.update(dmcItineraries).set({ totalPrice, updatedAt: new Date() }).where(eq(dmcItineraries.id, h.id));
    return h.id;
  });
  return { ...(await loadKart(db, itineraryId)), message: KartMessages.removed };
}
