import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { sitePaymentSettings } from "@/db/schema/bookings";
import { DEMO_TEST_GATEWAY, seedDemoPaymentSettings } from "@/db/seed/payments";
import { POST as getActiveGateway } from "@/app/api/payment/getActiveGateway/route";
import { POST as getBankDetails } from "@/app/api/whitelabel/getBankDetails/route";
import { decryptSecret } from "@/server/security/secret-box";
import { createTestSite } from "../helpers/fixtures";
import { as, BANK, createPaymentWorld } from "./payment-world";

afterAll(() => closeDb());

const ACTIVE = "/api/payment/getActiveGateway";
const BANKS = "/api/whitelabel/getBankDetails";

describe("POST /api/payment/getActiveGateway", () => {
  it("answers the site's gateway and its display name; a site without settings has none", async () => {
    const w = await createPaymentWorld({ activeGateway: "razorpay", keyId: "rzp_test_x", keySecret: "s" });
    const res = await as(w, "retail")(getActiveGateway, ACTIVE, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ gateway: "razorpay", displayName: "Razorpay" });
    const bare = await createPaymentWorld(null);
    expect((await as(bare, "agent")(getActiveGateway, ACTIVE, { body: {} })).body.data).toEqual({ gateway: "none", displayName: "None" });
  });

  it("needs a login (401) and refuses unknown fields (400)", async () => {
    const w = await createPaymentWorld({ activeGateway: "testGateway", keyId: "k", keySecret: "s" });
    expect((await as(w, "anonymous")(getActiveGateway, ACTIVE, { body: {} })).status).toBe(401);
    const bad = await as(w, "agent")(getActiveGateway, ACTIVE, { body: { gateway: "razorpay" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ gateway: "Unknown field" });
  });

  it("answers the caller's own site, never another's (a token used on another host is refused)", async () => {
    const w = await createPaymentWorld({ activeGateway: "testGateway", keyId: "k", keySecret: "s" });
    const other = await createPaymentWorld({ activeGateway: "razorpay", keyId: "k2", keySecret: "s2" });
    const res = await as(w, "agent")(getActiveGateway, ACTIVE, { body: {}, headers: { "site-id": String(other.site.id) } });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/whitelabel/getBankDetails", () => {
  it("lists the site's bank accounts in result[]", async () => {
    const w = await createPaymentWorld({ activeGateway: "none", bankAccounts: [BANK, { ...BANK, bankName: "SBI", upiId: "test@sbi" }] });
    const res = await as(w, "agent")(getBankDetails, BANKS, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([BANK, { ...BANK, bankName: "SBI", upiId: "test@sbi" }]);
  });

  it("answers an empty list for a site without accounts, 401 without a login, 400 for unknown fields", async () => {
    const w = await createPaymentWorld(null);
    expect((await as(w, "retail")(getBankDetails, BANKS, { body: {} })).body.data).toEqual({ result: [] });
    expect((await as(w, "anonymous")(getBankDetails, BANKS, { body: {} })).status).toBe(401);
    const bad = await as(w, "retail")(getBankDetails, BANKS, { body: { siteId: 3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ siteId: "Unknown field" });
  });
});

describe("demo payment settings", () => {
  it("seed the test gateway with a secret the app can decrypt, and keep an operator's later change", async () => {
    const demo = await createTestSite();
    const acme = await createTestSite();
    await seedDemoPaymentSettings(systemDb, demo.id, acme.id);
    const [row] = await systemDb.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, demo.id));
    expect(row).toMatchObject({ activeGateway: "testGateway", keyId: DEMO_TEST_GATEWAY.keyId });
    expect(row.keySecretEncrypted).not.toContain(DEMO_TEST_GATEWAY.keySecret);
    expect(decryptSecret(row.keySecretEncrypted!)).toBe(DEMO_TEST_GATEWAY.keySecret);
    expect(row.bankAccounts).toHaveLength(1);
    await systemDb.update(sitePaymentSettings).set({ activeGateway: "none" }).where(eq(sitePaymentSettings.siteId, demo.id));
    await seedDemoPaymentSettings(systemDb, demo.id, acme.id);
    const [again] = await systemDb.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, demo.id));
    expect(again.activeGateway).toBe("none");
    const [acmeRow] = await systemDb.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, acme.id));
    expect(acmeRow.activeGateway).toBe("none");
  });
});
