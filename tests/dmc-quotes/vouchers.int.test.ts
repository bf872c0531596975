import { closeDb, createSiteDb } from "@/db/client";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { loadKart } from "@/server/dmc-quotes/load-kart";
import { toVouchers, voucherQrPng } from "@/server/dmc-quotes/voucher-model";
import { as, createQuotesWorld, kartBody } from "./quotes-world";

afterAll(() => closeDb());

describe("vouchers of a vouchered itinerary", () => {
  it("one per hotel, activity and transfer leg with confirmation number, lead passenger, pickup and a QR code", async () => {
    const w = await createQuotesWorld();
    const body = kartBody(w, { isVouchered: true, accomodations: [{ ...kartBody(w).accomodations[0], confirmationNumber: "MBH-7781" }] });
    const id = (await as(w, "staff")(saveKart, "/api/kart/saveKart", { body })).body.data.id;
    const k = await loadKart(createSiteDb(w.site.id), id);
    const vouchers = toVouchers(k);
    expect(vouchers.map((v) => [v.kind, v.confirmationNumber, v.pickup])).toEqual([
      ["Hotel", "MBH-7781", null],
      ["Activity", `${k.quotationId}-A1`, "09:00 from Marina Bay Hotel"],
      ["Activity", `${k.quotationId}-A2`, null],
      ["Transfer", `${k.quotationId}-T1`, "09:00 from Marina Bay Hotel"],
    ]);
    expect(vouchers[0]).toMatchObject({ leadPassenger: "Mr Ravi Kumar", pax: "2 adult(s), 1 child(ren), 0 infant(s)" });
    // The QR code's text is the voucher's link, issued with each document (tests/dmc-quotes/voucher-qr.int.test.ts).
    const png = await voucherQrPng(`https://${w.site.domain}/v/abc`);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
  });
});
