import { checkDraft, emptyDraft, emptyFlight, fromKart, prefillHeader, toBody } from "@/components/dmc-quotes/kart-form";
import { KartMessages, ZSaveKartRequest } from "@/lib/contracts/dmc-quotes";

const q = (s: string) => new URLSearchParams(s);

describe("prefillHeader (an enquiry's link to a new quotation)", () => {
  it("fills name, customer, arrival, nights (days = nights + 1) and the party", () => {
    expect(prefillHeader(q("kartName=Dubai%20family&customerId=42&arrivalDate=2026-12-20&noOfNights=3&adults=2&child=1&infant=1"))).toEqual({
      kartName: "Dubai family",
      customerId: 42,
      customerLabel: "Customer 42",
      arrivalDate: "2026-12-20",
      noOfNights: 3,
      noOfDays: 4,
      adults: 2,
      child: 1,
      infant: 1,
    });
  });
  it("leaves out what does not fit the contract: no adults, more than 90 nights, a bad date, a non-numeric customer", () => {
    expect(prefillHeader(q("adults=0&noOfNights=91&arrivalDate=2026-13-45x&customerId=abc&child=-1"))).toEqual({});
    expect(prefillHeader(q(""))).toEqual({});
  });
});

describe("fromKart / toBody", () => {
  it("opens a saved quotation (lines, legs, flights, passengers) into a draft that saves back the same", () => {
    const saved = {
      id: 7, customerId: 3, customer: { firstName: "Asha", lastName: "Agent", companyName: "Demo Agency", email: "a@x.test" }, kartName: "Dubai", adults: 2, child: 0, infant: 0,
      arrivalDate: "2026-12-20", noOfDays: 4, noOfNights: 3, quoteValidyInDays: 7, paymentDeadline: "2026-12-10", currency: "USD", serviceCharge: 10, remittanceCharge: 2.5, discount: 5,
      collectedPayment: 0, priceBreakup: "partial", remark: "VIP", isAgentBranding: true,
      accomodations: [{ accomodationId: 1, roomTypeId: 2, checkinDate: "2026-12-20", noOfNights: 3, numberOfRooms: 1, price: 300, currency: "USD", singleRoomPrice: 0, singleRoomCount: 0, doubleRoomPrice: 100, doubleRoomCount: 1, extraAdultPrice: 0, extraAdultCount: 0, childWithBedPrice: 0, childWithBedCount: 0, childWithoutBedPrice: 0, childWithoutBedCount: 0, transferType: "return", sharingBasis: "PVT", transfers: [{ purpose: "pickup", date: "2026-12-20", time: "10:00", pickupLocation: "DXB", dropLocation: "Hotel" }, { purpose: "drop", date: "2026-12-23", time: null, pickupLocation: "Hotel", dropLocation: "DXB" }] }],
      activities: [{ tourOptionId: 9, startDate: "2026-12-21", time: null, price: 80, currency: "USD", transferType: null, sharingBasis: null, transfers: [] }],
      miscellaneous: [{ name: "SIM", description: "", price: 15, currency: "USD", startDate: null }],
      flights: [{ airlineCode: "EK", flightNo: "501", origin: "BOM", destination: "DXB", departureDate: "2026-12-20", departureTime: "04:35", arrivalDate: "2026-12-20", arrivalTime: "06:20", pnr: "ABC123", price: 250, currency: "USD" }],
      passengers: [{ title: "Mr", firstName: "Ravi", lastName: "K", dateOfBirth: null, paxType: 1 }],
    };
    const draft = fromKart(saved);
    expect(draft.h).toMatchObject({ id: 7, customerId: 3, customerLabel: "Asha Agent, Demo Agency, a@x.test", priceBreakup: "partial", isAgentBranding: true });
    const body = ZSaveKartRequest.parse(toBody(draft));
    // The contract turns major units into minor ones.
    expect(body.flights).toEqual([{ ...saved.flights[0], price: 25000 }]);
    expect(body.accomodations[0]).toMatchObject({ doubleRoomPrice: 10000, doubleRoomCount: 1, transferType: "return", sharingBasis: "PVT" });
    expect(body.accomodations[0].transfers).toEqual(saved.accomodations[0].transfers);
    expect(body.activities[0]).toMatchObject({ tourOptionId: 9, transferType: null, sharingBasis: null });
    expect(body).toMatchObject({ id: 7, serviceCharge: 1000, remittanceCharge: 250, discount: 500, remark: "VIP" });
    expect(checkDraft(draft)).toEqual({ fields: {}, rule: null });
  });

  it("checks a draft as the server does: field errors first (all of them), then the first rule", () => {
    const d = emptyDraft();
    d.flights.push(emptyFlight("USD", ""));
    expect(Object.keys(checkDraft(d).fields).sort()).toEqual(["customerId", "flights.0.airlineCode", "flights.0.destination", "flights.0.flightNo", "flights.0.origin", "kartName"]);
    const ok = { ...emptyDraft(), h: { ...emptyDraft().h, customerId: 3, kartName: "Dubai" } };
    expect(checkDraft(ok)).toEqual({ fields: {}, rule: KartMessages.atleastOne });
    ok.misc.push({ name: "SIM", description: "", price: 10, currency: "USD", startDate: "" });
    ok.h.collectedPayment = 11;
    expect(checkDraft(ok).rule).toBe(KartMessages.collectedTooHigh);
  });
});
