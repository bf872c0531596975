import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { dmcComboItems, dmcCombos, dmcTourOptions } from "@/db/schema/dmc";
import { ActivityMessages, type TCreateComboRequest } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** Major units with at most 2 decimals (checked by the contract) to integer minor units, without float drift. */
const toMinor = (major: number) => {
  const [whole, frac = ""] = String(major).split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
};

const COMBO_NOT_FOUND = "Combo not found";
const COMBO_UPDATED = "Combo updated successfully";

/** POST /api/dmc/createDmcCombo {name, amount, currency, tourOptions}: amount is the combo's discount. */
export async function createDmcCombo(ctx: RequestContext, input: TCreateComboRequest) {
  const ids = input.tourOptions.map((t) => t.tourOptionId);
  const found = await ctx.db.db.select({ id: dmcTourOptions.id }).from(dmcTourOptions).where(ctx.db.where(dmcTourOptions, inArray(dmcTourOptions.id, ids)));
  if (found.length !== ids.length) throw new AppError("NOT_FOUND", ActivityMessages.tourOptionNotFound);
  const values = { siteId: ctx.db.siteId, name: input.name, currency: input.currency, amount: toMinor(input.amount) };
  return ctx.db.transaction(async (tx) => {
    const [combo] =
      input.id === undefined
        ? await tx.insert(dmcCombos).values(values).returning({ id: dmcCombos.id, name: dmcCombos.name })
        : await tx.update(dmcCombos).set(values).where(ctx.db.byId(dmcCombos, input.id)).returning({ id: dmcCombos.id, name: dmcCombos.name });
    if (!combo) throw new AppError("NOT_FOUND", COMBO_NOT_FOUND);
    if (input.id !== undefined) await tx.delete(dmcComboItems).where(and(eq(dmcComboItems.siteId, ctx.db.siteId), eq(dmcComboItems.comboId, combo.id)));
    await tx.insert(dmcComboItems).values(
      input.tourOptions.map((t, position) => ({
        siteId: ctx.db.siteId,
        comboId: combo.id,
        tourOptionId: t.tourOptionId,
        position,
        withOnwardTransfer: t.withOnwardTransfer,
        withReturnTransfer: t.withReturnTransfer,
      })),
    );
    return { ...combo, message: input.id === undefined ? ActivityMessages.comboCreated : COMBO_UPDATED };
  });
}
