import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { legalEntities } from "@/db/schema/users";
import { POST as updateDetails } from "@/app/api/wl/user/updateDetails/route";
import { customerDetailsFormSchema } from "@/lib/contracts/customer-admin";
import { createTestUser } from "../helpers/fixtures";
import { callOn, createCustomerAdminWorld, getUserRow, type CustomerAdminWorld } from "./customer-admin-world";

afterAll(() => closeDb());

const PATH = "/api/wl/user/updateDetails";
const EITHER = "Email or Primary Phone is required";
const INVALID_PHONE = "Please enter a valid phone number";

let w: CustomerAdminWorld;
beforeAll(async () => {
  w = await createCustomerAdminWorld();
});

/** A complete, valid form for a customer. */
const form = (customerId: number, over: Record<string, unknown> = {}) => ({
  customerId,
  firstName: "Arjun",
  lastName: "Mehta",
  email: `arjun-${customerId}@example.test`,
  companyName: "Skyways Travel",
  panNumber: "abcde1234f",
  gstNumber: "27ABCDE1234F1Z5",
  // Unique per customer: the primary phone is a sign-in identifier, unique on the site.
  primaryPhone: { phone: `98${String(customerId).padStart(8, "0")}`, phoneCode: "in" },
  secondaryPhone: { phone: "2025550143", phoneCode: "us" },
  emergencyPhone: { phone: "", phoneCode: "in" },
  ...over,
});

const companyOf = async (legalEntityId: number) => (await systemDb.select().from(legalEntities).where(eq(legalEntities.id, legalEntityId)))[0];

describe("POST /api/wl/user/updateDetails", () => {
  it("saves a travel agent's names, email, three phones and company, and answers the updated customer", async () => {
    const agent = await createTestUser(w.site.id, { userType: "travelAgent", companyName: "Old Name Travels" });
    const body = form(agent.id, { primaryPhone: { phone: "98765 43210", phoneCode: "in" }, emergencyPhone: { phone: "+44 7400 123456", phoneCode: "gb" } });
    const res = await callOn(w, updateDetails, PATH, { token: w.deskToken, body });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Customer details successfully updated");
    const phones = [
      { label: "Primary", phoneNumber: "9876543210", phoneCountryCode: "+91" },
      { label: "Secondary", phoneNumber: "2025550143", phoneCountryCode: "+1" },
      { label: "Emergency", phoneNumber: "7400123456", phoneCountryCode: "+44" },
    ];
    expect(res.body.data.customer).toMatchObject({
      id: agent.id,
      firstName: "Arjun",
      lastName: "Mehta",
      email: `arjun-${agent.id}@example.test`,
      companyName: "Skyways Travel",
      panNumber: "ABCDE1234F",
      gstNumber: "27ABCDE1234F1Z5",
      phoneNumbers: phones,
      legalEntityId: agent.legalEntityId,
    });
    const row = await getUserRow(agent.id);
    expect(row).toMatchObject({ firstName: "Arjun", lastName: "Mehta", phone: "9876543210", phoneCountryCode: "+91", phoneNumbers: phones });
    expect(await companyOf(agent.legalEntityId!)).toMatchObject({ companyName: "Skyways Travel", panNumber: "ABCDE1234F", gstNumber: "27ABCDE1234F1Z5" });
  });

  it("saves a retail customer with a primary phone and no email; tax numbers go to their billing details", async () => {
    const retail = await createTestUser(w.site.id, { userType: "retail" });
    const body = { customerId: retail.id, firstName: "Riya", lastName: "", email: "", panNumber: "PQRST6789K", primaryPhone: { phone: "9123456780", phoneCode: "" }, secondaryPhone: null };
    const res = await callOn(w, updateDetails, PATH, { token: w.deskToken, body });
    expect(res.status).toBe(200);
    const row = await getUserRow(retail.id);
    expect(row).toMatchObject({ firstName: "Riya", lastName: null, email: null, phone: "9123456780", phoneCountryCode: "+91", legalEntityId: null, billing: { panNumber: "PQRST6789K" } });
    expect(row.phoneNumbers).toEqual([{ label: "Primary", phoneNumber: "9123456780", phoneCountryCode: "+91" }]);
    expect(res.body.data.customer).toMatchObject({ email: null, companyName: null, panNumber: "PQRST6789K", gstNumber: null, groupName: null });
  });

  it("gives a corporate customer without a company one when a company name is entered", async () => {
    const corporate = await createTestUser(w.site.id, { userType: "corporate" });
    const res = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: form(corporate.id, { companyName: "Kabir Industries" }) });
    expect(res.status).toBe(200);
    const row = await getUserRow(corporate.id);
    expect(row.legalEntityId).not.toBeNull();
    expect(await companyOf(row.legalEntityId!)).toMatchObject({ siteId: w.site.id, companyName: "Kabir Industries" });
  });

  it("reports every failing field at once: firstName, 'Email or Primary Phone is required' on both fields, companyName for a travel agent", async () => {
    const before = await getUserRow(w.agent.id);
    const res = await callOn(w, updateDetails, PATH, {
      token: w.deskToken,
      body: { customerId: w.agent.id, firstName: "  ", email: "", companyName: "", primaryPhone: { phone: "", phoneCode: "in" }, secondaryPhone: { phone: "12", phoneCode: "in" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("VALIDATION_ERROR");
    expect(res.body.shortError).toEqual({
      firstName: "This is required field.",
      email: EITHER,
      "primaryPhone.phone": EITHER,
      "secondaryPhone.phone": INVALID_PHONE,
      companyName: "This is required field.",
    });
    expect(await getUserRow(w.agent.id)).toEqual(before);
  });

  it("answers 'This is required field.' for a missing customerId and firstName", async () => {
    const res = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: { email: "a@example.test" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ customerId: "This is required field.", firstName: "This is required field." });
    const typed = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: { customerId: "7", firstName: "A" } });
    expect(typed.body.shortError).toEqual({ customerId: "Must be a positive whole number" });
  });

  it.each([
    ["an invalid primary phone", { primaryPhone: { phone: "12345", phoneCode: "in" } }, "primaryPhone.phone"],
    ["an invalid emergency phone", { emergencyPhone: { phone: "99999999999999", phoneCode: "gb" } }, "emergencyPhone.phone"],
    ["a phone of an excluded country (Pakistan)", { secondaryPhone: { phone: "3012345678", phoneCode: "pk" } }, "secondaryPhone.phone"],
    ["letters", { primaryPhone: { phone: "98765abcde", phoneCode: "in" } }, "primaryPhone.phone"],
  ])("answers 'Please enter a valid phone number' for %s", async (_name, over, key) => {
    const res = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: form(w.agent.id, over) });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ [key]: INVALID_PHONE });
  });

  it("answers 'Please enter a valid email', and refuses a company name for a retail customer", async () => {
    const email = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: form(w.agent.id, { email: "not-an-email" }) });
    expect(email.status).toBe(400);
    expect(email.body.shortError).toEqual({ email: "Please enter a valid email" });
    const retail = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: form(w.retail.id, { companyName: "Riya Ltd" }) });
    expect(retail.status).toBe(400);
    expect(retail.body.shortError).toEqual({ companyName: "Retail customers have no company" });
  });

  it("refuses an email or primary phone another account of the site uses, on its field", async () => {
    const owner = await createTestUser(w.site.id, { userType: "retail", phone: "9988776655" });
    const taken = await callOn(w, updateDetails, PATH, {
      token: w.deskToken,
      body: form(w.agent.id, { email: owner.email!.toUpperCase(), primaryPhone: { phone: "99887 76655", phoneCode: "in" } }),
    });
    expect(taken.status).toBe(400);
    expect(taken.body.shortError).toEqual({ email: "An account with this email already exists", "primaryPhone.phone": "An account with this phone number already exists" });
    // Another site's account with the same email does not clash.
    const free = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: form(w.agent.id, { email: w.otherAgent.email }) });
    expect(free.status).toBe(200);
  });

  it("refuses 401 and 403, and answers 404 for another site's customer or a staff account, changing nothing", async () => {
    expect((await callOn(w, updateDetails, PATH, { body: form(w.retail.id, { companyName: "" }) })).status).toBe(401);
    expect((await callOn(w, updateDetails, PATH, { token: w.agentToken, body: form(w.agent.id) })).status).toBe(403);
    const otherBefore = await getUserRow(w.otherAgent.id);
    const cross = await callOn(w, updateDetails, PATH, { token: w.deskToken, body: form(w.otherAgent.id) });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Customer not found");
    expect(await getUserRow(w.otherAgent.id)).toEqual(otherBefore);
    expect(await companyOf(w.otherAgent.legalEntityId!)).toMatchObject({ companyName: `Elsewhere ${w.other.domain}` });
    const staffBefore = await getUserRow(w.staff.id);
    expect((await callOn(w, updateDetails, PATH, { token: w.adminToken, body: form(w.staff.id, { companyName: "" }) })).status).toBe(404);
    expect(await getUserRow(w.staff.id)).toEqual(staffBefore);
  });
});

describe("the Change Details form schema (lib/contracts/customer-admin.ts), shared with the server", () => {
  const errors = (userType: string, value: Record<string, unknown>) => {
    const result = customerDetailsFormSchema(userType).safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("applies the travel agent's companyName rule only to travel agents", () => {
    const value = { customerId: 1, firstName: "A", email: "a@example.test", companyName: "" };
    expect(errors("travelAgent", value)).toEqual({ companyName: "This is required field." });
    expect(errors("corporate", value)).toEqual({});
    expect(errors("retail", value)).toEqual({});
  });

  it("accepts email alone or a valid primary phone alone, and neither is an error on both fields", () => {
    expect(errors("retail", { customerId: 1, firstName: "A", email: "a@example.test" })).toEqual({});
    expect(errors("retail", { customerId: 1, firstName: "A", primaryPhone: { phone: "9876543210" } })).toEqual({});
    expect(errors("retail", { customerId: 1, firstName: "A", secondaryPhone: { phone: "9876543210", phoneCode: "in" } })).toEqual({ email: EITHER, "primaryPhone.phone": EITHER });
  });

  it("does not count an entered but invalid primary phone as missing: it is only invalid", () => {
    expect(errors("retail", { customerId: 1, firstName: "A", primaryPhone: { phone: "123", phoneCode: "in" } })).toEqual({ "primaryPhone.phone": INVALID_PHONE });
  });
});
