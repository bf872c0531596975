import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { POST as changePhoneRoute } from "@/app/api/user/changeMyPhoneDetails/route";
import { GET as getBillingRoute } from "@/app/api/user/getBillingDetails/route";
import { POST as updateBillingRoute } from "@/app/api/user/updateBillingDetails/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const randomMobile = () => `98${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
const row = async (id: number) => (await systemDb.select().from(users).where(eq(users.id, id)))[0];

async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const site = await createTestSite();
  const user = await createTestUser(site.id, overrides);
  const token = await logInAs(site.domain, user.email!);
  return { site, user, token };
}

describe("POST /api/user/changeMyPhoneDetails", () => {
  const path = "/api/user/changeMyPhoneDetails";

  it("saves the caller's phones; the Primary becomes the account's phone", async () => {
    const { site, user, token } = await signedIn();
    const primary = randomMobile();
    const res = await call(changePhoneRoute, path, {
      host: site.domain,
      token,
      body: {
        phoneNumbers: [
          { label: "Secondary", phoneNumber: "", phoneCountryCode: "+91" },
          { label: "Primary", phoneNumber: primary, phoneCountryCode: "+91" },
          { label: "Emergency", phoneNumber: "2025550143", phoneCountryCode: "+1" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Successfully updated phone number");
    const saved = await row(user.id);
    expect(saved.phone).toBe(primary);
    expect(saved.phoneCountryCode).toBe("+91");
    expect(saved.phoneNumbers).toEqual([
      { label: "Primary", phoneNumber: primary, phoneCountryCode: "+91" },
      { label: "Emergency", phoneNumber: "2025550143", phoneCountryCode: "+1" },
    ]);
  });

  it.each([
    ["an invalid number", [{ label: "Primary", phoneNumber: "12345", phoneCountryCode: "+91" }], "phoneNumbers.0.phoneNumber", "Enter a valid phone number"],
    ["the unknown value INVALID", [{ label: "Primary", phoneNumber: "INVALID", phoneCountryCode: "+91" }], "phoneNumbers.0.phoneNumber", "Enter a valid phone number"],
    ["an empty Primary", [{ label: "Primary", phoneNumber: "", phoneCountryCode: "+91" }], "phoneNumbers.0.phoneNumber", "Enter a valid phone number"],
    ["a number of an excluded country (pk)", [{ label: "Primary", phoneNumber: "3012345678", phoneCountryCode: "+92" }], "phoneNumbers.0.phoneNumber", "Enter a valid phone number"],
    ["an invalid Secondary", [{ label: "Primary", phoneNumber: "9876543210", phoneCountryCode: "+91" }, { label: "Secondary", phoneNumber: "99", phoneCountryCode: "+91" }], "phoneNumbers.1.phoneNumber", "Enter a valid phone number"],
    ["no Primary", [{ label: "Secondary", phoneNumber: "9876543210", phoneCountryCode: "+91" }], "phoneNumbers", "A Primary phone number is required"],
    ["a label twice", [{ label: "Primary", phoneNumber: "9876543210", phoneCountryCode: "+91" }, { label: "Primary", phoneNumber: "9876543211", phoneCountryCode: "+91" }], "phoneNumbers.1.label", "Each label may appear once"],
  ])("refuses %s with 400 and writes nothing", async (_name, phoneNumbers, field, message) => {
    const original = randomMobile();
    const { site, user, token } = await signedIn({ phone: original });
    const res = await call(changePhoneRoute, path, { host: site.domain, token, body: { phoneNumbers } });
    expect(res.status).toBe(400);
    expect(res.body.shortError[field]).toBe(message);
    const saved = await row(user.id);
    expect(saved.phone).toBe(original);
    expect(saved.phoneNumbers).toEqual([{ label: "Primary", phoneNumber: original, phoneCountryCode: "+91" }]);
  });

  it("refuses another account's number on the same site with a field error, and writes nothing", async () => {
    const { site, user, token } = await signedIn({ phone: randomMobile() });
    const taken = randomMobile();
    await createTestUser(site.id, { phone: taken });
    const before = await row(user.id);
    const res = await call(changePhoneRoute, path, { host: site.domain, token, body: { phoneNumbers: [{ label: "Primary", phoneNumber: taken, phoneCountryCode: "+91" }] } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ "phoneNumbers.0.phoneNumber": "This phone number is used by another account" });
    const after = await row(user.id);
    expect(after.phone).toBe(before.phone);
    expect(after.phoneNumbers).toEqual(before.phoneNumbers);
  });

  it("accepts a number another site's account uses (unique per site only)", async () => {
    const { site, token } = await signedIn();
    const other = await createTestSite();
    const shared = randomMobile();
    await createTestUser(other.id, { phone: shared });
    const res = await call(changePhoneRoute, path, { host: site.domain, token, body: { phoneNumbers: [{ label: "Primary", phoneNumber: shared, phoneCountryCode: "+91" }] } });
    expect(res.status).toBe(200);
  });

  it("keeps the caller's own number (saving it again is not a clash)", async () => {
    const mine = randomMobile();
    const { site, token } = await signedIn({ phone: mine });
    const res = await call(changePhoneRoute, path, { host: site.domain, token, body: { phoneNumbers: [{ label: "Primary", phoneNumber: mine, phoneCountryCode: "+91" }] } });
    expect(res.status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const site = await createTestSite();
    const res = await call(changePhoneRoute, path, { host: site.domain, body: { phoneNumbers: [{ label: "Primary", phoneNumber: "9876543210", phoneCountryCode: "+91" }] } });
    expect(res.status).toBe(401);
  });
});

describe("billing details", () => {
  const good = { billingName: "Skyline Tours Pvt Ltd", gstNumber: "27AAPFU0939F1ZV", gstState: "Maharashtra", panNumber: "AAPFU0939F" };

  it("saves and reads back the caller's billing details (upper-cased GSTIN and PAN)", async () => {
    const { site, user, token } = await signedIn();
    const res = await call(updateBillingRoute, "/api/user/updateBillingDetails", { host: site.domain, token, body: { ...good, gstNumber: "27aapfu0939f1zv", panNumber: "aapfu0939f" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...good, message: "Billing details saved" });
    expect((await row(user.id)).billing).toEqual(good);
    const read = await call(getBillingRoute, "/api/user/getBillingDetails", { host: site.domain, token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(good);
  });

  it("answers empty strings when nothing is saved, and saves a name alone", async () => {
    const { site, token } = await signedIn();
    const read = await call(getBillingRoute, "/api/user/getBillingDetails", { host: site.domain, token });
    expect(read.body.data).toEqual({ billingName: "", gstNumber: "", gstState: "", panNumber: "" });
    const res = await call(updateBillingRoute, "/api/user/updateBillingDetails", { host: site.domain, token, body: { billingName: "Asha Rao" } });
    expect(res.status).toBe(200);
  });

  it.each([
    ["no billing name", { ...good, billingName: "" }, { billingName: "This is required field." }],
    ["a GSTIN with a wrong check character", { ...good, gstNumber: "27AAPFU0939F1ZA" }, { gstNumber: "Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)" }],
    ["a GSTIN of the wrong shape", { ...good, gstNumber: "27AAPFU0939F" }, { gstNumber: "Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)" }],
    ["a PAN of the wrong shape", { ...good, panNumber: "AAPF0939FU" }, { panNumber: "Enter a valid PAN (AAAAA9999A)" }],
    ["a state that is not the GSTIN's", { ...good, gstState: "Karnataka" }, { gstState: "GST state does not match the GSTIN" }],
    ["a GSTIN without its state", { ...good, gstState: "" }, { gstState: "Choose the GST state" }],
    ["an unknown state", { ...good, gstState: "Atlantis" }, { gstState: "Choose a state from the list" }],
    ["a PAN that is not the GSTIN's", { ...good, panNumber: "ABCDE1234F" }, { panNumber: "PAN does not match the GSTIN" }],
    [
      "everything wrong at once",
      { billingName: "", gstNumber: "XX", gstState: "Atlantis", panNumber: "123" },
      { billingName: "This is required field.", gstNumber: "Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)", gstState: "Choose a state from the list", panNumber: "Enter a valid PAN (AAAAA9999A)" },
    ],
  ])("refuses %s with 400, every message at once, and writes nothing", async (_name, body, shortError) => {
    const { site, user, token } = await signedIn();
    const res = await call(updateBillingRoute, "/api/user/updateBillingDetails", { host: site.domain, token, body });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual(shortError);
    expect((await row(user.id)).billing ?? null).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const site = await createTestSite();
    expect((await call(updateBillingRoute, "/api/user/updateBillingDetails", { host: site.domain, body: good })).status).toBe(401);
    expect((await call(getBillingRoute, "/api/user/getBillingDetails", { host: site.domain })).status).toBe(401);
  });

  it("writes only the caller's own record", async () => {
    const { site, token } = await signedIn();
    const neighbour = await createTestUser(site.id);
    const res = await call(updateBillingRoute, "/api/user/updateBillingDetails", { host: site.domain, token, body: good });
    expect(res.status).toBe(200);
    expect((await row(neighbour.id)).billing ?? null).toBeNull();
  });
});
