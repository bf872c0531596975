import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { insurancePolicies } from "@/db/schema/insurance";
import { POST as searchPlans } from "@/app/api/insurance/searchPlans/route";
import { POST as getBookings } from "@/app/api/insurance/getBookings/route";
import { POST as cancelPolicy } from "@/app/api/insurance/cancelPolicy/route";
import { GET as getCertificate } from "@/app/api/insurance/getCertificate/route";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { call } from "../helpers/http";
import { pdfFonts, pdfText } from "../helpers/pdf-text";
import { as, restrictPermissions } from "../payments/payment-world";
import { book, createProductWorld, getBytes, inDays, paymentRow, policiesOf, TRAVELLERS, TRIP, walletBalance, walletLines } from "../product-payments/product-world";

afterAll(() => closeDb());

const SEARCH = "/api/insurance/searchPlans";
const trip = (over: Record<string, unknown> = {}) => ({ ...TRIP(), ages: [36, 68], ...over });

describe("POST /api/insurance/searchPlans", () => {
  it("lists the insurer's plans cheapest first, priced by region, days and ages (deterministic)", async () => {
    const w = await createProductWorld();
    const res = await call(searchPlans, SEARCH, { host: w.site.domain, body: trip() });
    expect(res.status).toBe(200);
    const plans = res.body.data.result;
    expect(plans.map((p: { planCode: string }) => p.planCode)).toEqual(["ESSENTIAL", "STANDARD", "PREMIUM"]);
    // Asia 40.00/day x 7 days: 36 years x1.0 = 280.00, 68 years x2.5 = 700.00.
    expect(plans[0]).toMatchObject({ premium: 980, premiumPerTraveller: [280, 700], tripDays: 7, coverAmount: 2_500_000, currency: "INR", insurer: "simulated" });
    expect(plans[1].premium).toBe(1568);
    const europe = await call(searchPlans, SEARCH, { host: w.site.domain, body: trip({ region: "europe", ages: [10] }) });
    expect(europe.body.data.result[0]).toMatchObject({ premium: 294, premiumPerTraveller: [294] });
    const again = await call(searchPlans, SEARCH, { host: w.site.domain, body: trip() });
    expect(again.body.data).toEqual(res.body.data);
  });

  it.each([
    [{ region: "mars" }, "Please choose a region"],
    [{ destination: "" }, "Please enter the destination"],
    [{ startDate: "2026-02-30" }, "Please enter a valid date"],
    [{ startDate: "2020-01-01" }, "The trip cannot start in the past"],
    [{ endDate: inDays(20) }, "The return date must be on or after the start date"],
    [{ endDate: inDays(400) }, "Trips of at most 180 days can be insured"],
    [{ ages: [] }, "Please enter each traveller's age"],
    [{ ages: [90] }, "Age must be between 0 and 85"],
    [{ ages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, "Please enter 1 to 9 travellers"],
  ])("refuses %j with '%s'", async (over, message) => {
    const w = await createProductWorld();
    const res = await call(searchPlans, SEARCH, { host: w.site.domain, body: trip(over) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});

describe("POST /api/insurance/bookPolicy", () => {
  it.each([
    [{ planCode: "" }, "Please choose a plan"],
    [{ planCode: "GOLD" }, "This plan is not available for the trip"],
    [{ travellers: [] }, "Please enter 1 to 9 travellers"],
    [{ travellers: [{ ...TRAVELLERS[0], firstName: " " }] }, "Please enter the first name"],
    [{ travellers: [{ ...TRAVELLERS[0], lastName: "" }] }, "Please enter the last name"],
    [{ travellers: [{ ...TRAVELLERS[0], dob: "2099-01-01" }] }, "Please enter a valid date of birth"],
    [{ travellers: [{ ...TRAVELLERS[0], passportNumber: "12" }] }, "Please enter a valid passport number"],
    [{ travellers: [{ ...TRAVELLERS[0], dob: "1930-01-01" }] }, "Age must be between 0 and 85"],
    [{ method: "cash" }, "Please choose how to pay"],
    [{ idempotencyKey: "short" }, "Must be at least 8 characters"],
  ])("refuses %j with '%s' and writes nothing", async (over, message) => {
    const w = await createProductWorld({ balance: 500_000 });
    const res = await book(w, over);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await policiesOf(w.site.id)).toHaveLength(0);
  });

  it("answers 401 anonymous and 403 without insurance.policies.book", async () => {
    const w = await createProductWorld({ balance: 500_000 });
    expect((await book(w, {}, "anonymous")).status).toBe(401);
    await restrictPermissions(w, w.retail.id, ["insurance.bookings.view", "wallet.own.pay"]);
    expect((await book(w)).status).toBe(403);
    expect(await walletBalance(w.retail.id)).toBe(500_000);
  });

  it("keeps the travellers with their age at the start date", async () => {
    const w = await createProductWorld({ balance: 500_000 });
    const res = await book(w);
    expect(res.body.data.policy.travellers).toEqual([
      { ...TRAVELLERS[0], age: 36 },
      { ...TRAVELLERS[1], age: 68 },
    ]);
  });
});

describe("insurance bookings, certificate and cancellation", () => {
  it("lists the caller's own policies only, newest first", async () => {
    const w = await createProductWorld({ balance: 1_000_000 });
    const first = (await book(w)).body.data.policy;
    const second = (await book(w, { planCode: "STANDARD" })).body.data.policy;
    const mine = await as(w, "retail")(getBookings, "/api/insurance/getBookings", { body: {} });
    expect(mine.status).toBe(200);
    expect(mine.body.data.result.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(mine.body.data.result[0]).toMatchObject({ planName: "Standard", status: "issued", refundIfCancelledToday: 1568 });
    expect((await as(w, "agent")(getBookings, "/api/insurance/getBookings", { body: {} })).body.data.result).toEqual([]);
    expect((await as(w, "anonymous")(getBookings, "/api/insurance/getBookings", { body: {} })).status).toBe(401);
  });

  it("the certificate is a PDF naming the policy number, plan and travellers; 409 while pending; 404 for another's", async () => {
    const w = await createProductWorld({ balance: 500_000 });
    const policy = (await book(w)).body.data.policy;
    const res = await getBytes(getCertificate, w.site.domain, `/api/insurance/getCertificate?id=${policy.id}`, w.retailToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${policy.policyNumber}.pdf"`);
    const pdf = res.bytes;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Certificate of insurance");
    expect(text).toContain(policy.policyNumber);
    expect(text).toContain("Asha Rao");
    expect(text).toContain("P7654321");
    expect(text).toContain("Essential");
    // Embedded fonts only (pdffonts), so the ₹ of the premium prints.
    const fonts = pdfFonts(pdf);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.map((f) => f.name).join(" ")).not.toMatch(/Helvetica/i);
    expect(text).toMatch(/Premium paid\s+(?:.*\n)*?.*₹[\d,]+\.\d{2}/);
    expect((await as(w, "agent")(getCertificate, "/api/insurance/getCertificate", { query: { id: String(policy.id) } })).status).toBe(404);
    const other = await createProductWorld();
    expect((await as(other, "retail")(getCertificate, "/api/insurance/getCertificate", { query: { id: String(policy.id) } })).status).toBe(404);
    const pending = (await book(w, { method: "gateway" })).body.data.policy;
    const res409 = await as(w, "retail")(getCertificate, "/api/insurance/getCertificate", { query: { id: String(pending.id) } });
    expect(res409.status).toBe(409);
    expect(res409.body.errorMessage).toBe("The policy is not issued");
  });

  it("cancelling 7+ days before the start refunds the whole premium to the wallet, once", async () => {
    const w = await createProductWorld({ balance: 500_000 });
    const policy = (await book(w)).body.data.policy;
    const res = await as(w, "retail")(cancelPolicy, "/api/insurance/cancelPolicy", { body: { id: policy.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Policy cancelled");
    expect(res.body.data.policy).toMatchObject({ status: "cancelled", refundAmount: 980, refundRule: "Full refund 7 or more days before the start date", paymentStatus: "refunded" });
    expect(await walletBalance(w.retail.id)).toBe(500_000);
    const again = await as(w, "retail")(cancelPolicy, "/api/insurance/cancelPolicy", { body: { id: policy.id } });
    expect(again.status).toBe(409);
    expect((await walletLines(w.retail.id)).filter((l) => l.kind === "refundCredit")).toHaveLength(1);
  });

  it("cancelling less than 7 days before the start refunds half; a gateway payment is refunded as wallet credit", async () => {
    const w = await createProductWorld();
    const res = await book(w, { method: "gateway", startDate: inDays(3), endDate: inDays(9) });
    const { policy, payment, checkout } = res.body.data;
    const paid = await as(w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: checkout.razorpayOrderId, outcome: "success" } });
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body: { paymentId: payment.id, ...paid.body.data } })).status).toBe(200);
    const cancelled = await as(w, "retail")(cancelPolicy, "/api/insurance/cancelPolicy", { body: { id: policy.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.policy).toMatchObject({ refundAmount: 490, refundRule: "50% refund less than 7 days before the start date" });
    expect(await walletBalance(w.retail.id)).toBe(49_000);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded", refundedAmount: 49_000, refundJournalId: expect.any(String) });
  });

  it("a policy that has started cannot be cancelled; another user's or site's policy is 404; a pending one is 409", async () => {
    const w = await createProductWorld({ balance: 500_000 });
    const policy = (await book(w, { startDate: inDays(1), endDate: inDays(2) })).body.data.policy;
    await systemDb.update(insurancePolicies).set({ startDate: inDays(0) }).where(eq(insurancePolicies.id, policy.id));
    const started = await as(w, "retail")(cancelPolicy, "/api/insurance/cancelPolicy", { body: { id: policy.id } });
    expect(started.status).toBe(409);
    expect(started.body.errorMessage).toBe("The policy can only be cancelled before its start date");
    expect((await as(w, "agent")(cancelPolicy, "/api/insurance/cancelPolicy", { body: { id: policy.id } })).status).toBe(404);
    const other = await createProductWorld();
    expect((await as(other, "retail")(cancelPolicy, "/api/insurance/cancelPolicy", { body: { id: policy.id } })).status).toBe(404);
    const pending = (await book(w, { method: "gateway", idempotencyKey: randomUUID() })).body.data.policy;
    const res = await as(w, "retail")(cancelPolicy, "/api/insurance/cancelPolicy", { body: { id: pending.id } });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe("The policy is not issued");
    expect((await walletLines(w.retail.id)).filter((l) => l.kind === "refundCredit")).toHaveLength(0);
  });
});
