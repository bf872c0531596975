import { closeDb } from "@/db/client";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as ssrRoute } from "@/app/api/getSSR/route";
import { toMinorUnits } from "@/lib/money";
import { adult, createBookingWorld } from "../helpers/booking-fixtures";
import { call } from "../helpers/http";
import { endpoints, setSupplierSettings } from "./change-requests-world";

afterAll(() => closeDb());

const paise = (major: number) => toMinorUnits(major);

/** A refundable, direct LCC fare 11 days out, one adult with 10 Kg of baggage and a meal, ticketed. */
async function bookedRefundable() {
  const w = await createBookingWorld();
  const chosen = w.results.find((r) => r.isLcc && (r as unknown as { isRefundable: boolean }).isRefundable && r.segments[0].length === 1);
  if (!chosen) throw new Error("no refundable direct LCC result");
  const orderId = await w.order(chosen.resultIndex);
  const ssr = await call(ssrRoute, "/api/getSSR", w.opts({ searchId: w.searchId, resultIndex: chosen.resultIndex }));
  const bag = ssr.body.data.baggage[0].find((b: { code: string }) => b.code === "XBPC");
  const meal = ssr.body.data.meals[0].find((m: { code: string }) => m.code === "VBIR");
  const v = await w.validate({ orderId, passengers: [adult()], ssr: [{ baggage: [bag.code], meals: [meal.code] }] });
  const bookingId = v.body.data.bookingId as number;
  expect((await w.pay({ orderId })).body.data.status).toBe("ticketed");
  const details = (await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }))).body.data;
  return { w, bookingId, details, extras: paise(bag.price) + paise(meal.price), api: endpoints(w) };
}

/** The booking's own published rule: the fee per passenger per sector 4 days and more before departure, paise. */
function earlyFeeOf(details: { fareRules: { fareRuleDetail: string }[] }): number {
  const match = /4 days and more (INR [\d,]+)/.exec(details.fareRules[0].fareRuleDetail);
  if (!match) throw new Error(`no cancellation fee in ${details.fareRules[0].fareRuleDetail}`);
  return Number(match[1].replace(/[^\d]/g, "")) * 100;
}

describe("cancellation charges follow the booking's own fare rules", () => {
  it("getCC charges the published fee (or the airfare if lower), says the extras are not refunded, and the airline then refunds exactly that", async () => {
    const { w, bookingId, details, extras, api } = await bookedRefundable();
    expect(details.fareRules[0].fareRuleDetail).toMatch(/or the airfare, whichever is lower/);
    expect(details.fareRules[0].fareRuleDetail).toMatch(/Extra baggage and meals/);
    // The supplier's airfare for the one adult (its published fare, before our markup and without extras).
    const airfare = paise(details.result.fareBreakdown[0].publishedFare);
    const fee = Math.min(earlyFeeOf(details), airfare);

    const cc = await api.getCC({ BookingId: bookingId, RequestType: 1 });
    expect(cc.status).toBe(200);
    expect(paise(cc.body.data.cancellationCharge)).toBe(fee);
    expect(paise(cc.body.data.refundAmount)).toBe(airfare - fee);
    expect(cc.body.data.extras).toMatchObject({ amount: extras / 100, refundAmount: 0 });
    expect(cc.body.data.extras.note).toMatch(/Extra baggage and meals \(.+\) are not refunded/);
    expect(cc.body.data.remarks).toMatch(/INR [\d,]+ per passenger per sector/);

    // Flight cancelled by the airline: no fee, airfare and extras back.
    const cancelled = await api.getCC({ BookingId: bookingId, RequestType: 1, CancellationType: 2 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.cancellationCharge).toBe(0);
    expect(paise(cancelled.body.data.refundAmount)).toBe(airfare + extras);
    expect(cancelled.body.data.extras).toMatchObject({ amount: extras / 100, refundAmount: extras / 100 });
    expect(cancelled.body.data.extras.note).toMatch(/are refunded/);

    await setSupplierSettings(w, { changeRequestInstant: true });
    const sent = await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "Plans changed" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.changeRequest).toMatchObject({ status: "completed", cancellationCharge: fee / 100, refundedAmount: (airfare - fee) / 100 });
  });
});
