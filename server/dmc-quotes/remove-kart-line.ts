import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcItineraryAccomodations, dmcItineraryActivities, dmcItineraryMiscellaneous } from "@/db/schema/dmc-itineraries";
import { KartMessages, ZSaveKartRequest } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { kartAsSaveInput } from "./kart-as-request";
import { loadKart } from "./load-kart";
import { writeKart } from "./write-kart";

const TABLES = { accomodation: dmcItineraryAccomodations, activity: dmcItineraryActivities, miscellaneous: dmcItineraryMiscellaneous } as const;
const SECTION = { accomodation: "accomodations", activity: "activities", miscellaneous: "miscellaneous" } as const;

/**
 * kart/removeKart{Accomodation,Activity,Miscellaneous} {id} (decision 0062): the itinerary as it is,
 * less that line, saved through the one write path (writeKart) like kart/saveKart: the last line
 * cannot go ('Please select atleast one itinerary'), a sent quotation becomes a new version, a
 * vouchered itinerary keeps its rules and its removed line's transfers are cancelled (never deleted).
 * The other lines keep their ids.
 */
export async function removeKartLine(ctx: UserContext, kind: keyof typeof TABLES, lineId: number) {
  const db = ctx.db;
  const table = TABLES[kind];
  const [line] = await db.db
    .select({ itineraryId: table.itineraryId })
    .from(table)
    .where(and(eq(table.siteId, db.siteId), eq(table.id, lineId)));
  if (!line) throw new AppError("NOT_FOUND", KartMessages.lineNotFound);
  const kart = await loadKart(db, line.itineraryId);
  const section = SECTION[kind];
  const input = kartAsSaveInput(kart) as Record<string, unknown>;
  const lines = kart[section] as { id: number }[];
  const at = lines.findIndex((l) => l.id === lineId);
  // Another request saved the itinerary in between (line ids change on every save): the line is gone.
  if (at < 0) throw new AppError("NOT_FOUND", KartMessages.lineNotFound);
  input[section] = (input[section] as unknown[]).filter((_, i) => i !== at);
  const parsed = ZSaveKartRequest.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION_ERROR", parsed.error.issues[0]?.message ?? KartMessages.notFound);
  // The kept lines keep their ids (the builder and a second remove still name them).
  const kept = Object.fromEntries((["accomodations", "activities", "miscellaneous"] as const).map((key) => [key, (kart[key] as { id: number }[]).map((l) => l.id).filter((id) => id !== lineId || key !== section)]));
  return writeKart(ctx, parsed.data, { message: KartMessages.removed, kept, unchangedSince: new Date(kart.updatedAt) });
}
