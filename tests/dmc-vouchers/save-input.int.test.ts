import { closeDb } from "@/db/client";
import { GET as getKartById } from "@/app/api/kart/getKartById/route";
import { toSaveInput } from "@/components/dmc-quotes/quote-documents";
import { as } from "../dmc-quotes/quotes-world";
import { createVouchersWorld, saveAs, transfersOf, vouchersBody } from "./vouchers-world";

afterAll(() => closeDb());

describe("the documents panel's Voucher: getKartById saved back whole with isVouchered", () => {
  it("round-trips every line (with null confirmation numbers, PNRs and dates) and vouchers it", async () => {
    const w = await createVouchersWorld();
    const body = vouchersBody(w, { accomodations: [{ ...vouchersBody(w).accomodations[0], confirmationNumber: undefined, checkinDate: null }], quoteValidyInDays: null });
    const id = (await saveAs(w, body)).body.data.id;
    const read = (await as(w, "staff")(getKartById, "/api/kart/getKartById", { query: { id: String(id) } })).body.data;
    const input = toSaveInput(read);
    const again = await saveAs(w, { ...input, isVouchered: true } as unknown as Record<string, unknown>);
    expect([again.status, again.body.errorMessage]).toEqual([200, undefined]);
    expect(again.body.data).toMatchObject({ isVouchered: true, totalPrice: read.totalPrice, kartName: read.kartName });
    for (const key of ["accomodations", "activities", "miscellaneous", "flights", "passengers"]) expect(again.body.data[key]).toHaveLength(read[key].length);
    // The hotel line has no check-in date: its legs start on the itinerary's arrival date.
    expect((await transfersOf(id)).map((t) => [t.date, t.time])).toEqual([
      ["2026-12-10", "06:00"],
      ["2026-12-11", "09:00"],
      ["2026-12-13", "11:00"],
    ]);
  });
});
