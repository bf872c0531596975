import { expect, test, type Page } from "@playwright/test";
import { logInByApi, logInByForm } from "./fixtures";
import { readMail } from "./mail-drop";

/** Issue 11: staff create agents on /createNewUser; the new agent sets a password from the email (read from the SMTP server) and signs in. */

const SCREENS = "test-results/screens";
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** An Indian mobile number no earlier run used (the e2e database persists between runs). */
const freshMobile = () => `9${String(Math.floor(1e8 + Math.random() * 9e8))}`;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

test("staff create a B2B agent with a new company; the agent sets a password from the emailed link and signs in to their wallet", async ({ page, browser }) => {
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/customers");
  await page.getByRole("link", { name: "Create agent" }).first().click();
  await expect(page).toHaveURL(/\/createNewUser$/);
  await expect(page.getByRole("heading", { name: "Create agent", level: 1 })).toBeVisible();

  // Every rule at once, in the spec's words.
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(page.locator("#agent-type-error")).toHaveText("This is required field.");
  await expect(fieldError(page, "agent-first-name")).toHaveText("This is required field.");
  await expect(fieldError(page, "agent-email")).toHaveText("Either phone or email is required.");
  await expect(fieldError(page, "agent-phone")).toHaveText("Either phone or email is required.");
  await shoot(page, "create-agent-errors");

  // The dial codes: India first, the six excluded countries absent.
  const codes = page.getByRole("combobox", { name: "Country code" });
  await expect(codes.locator("option").first()).toHaveText("India (+91)");
  for (const dial of ["+92", "+93", "+964", "+98", "+850", "+970"]) await expect(codes.locator("option", { hasText: `(${dial})` })).toHaveCount(0);

  const t = tag();
  const email = `new-agent-${t}@example.test`;
  await page.getByRole("radio", { name: /B2B/ }).check();
  await page.getByLabel("First name").fill("Kavya");
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("Email").fill(email);
  await page.locator("#agent-phone").fill("12345");
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(fieldError(page, "agent-phone")).toHaveText("Invalid Phone Number...");
  await expect(fieldError(page, "agent-company-name")).toHaveText("This is required field.");
  await expect(fieldError(page, "agent-email")).toHaveCount(0);
  await shoot(page, "create-agent-b2b-errors");

  await page.locator("#agent-phone").fill(freshMobile());
  await page.getByLabel("Company name").fill(`Kavya Holidays ${t}`);
  await page.getByRole("button", { name: "Create agent" }).click();
  const done = page.getByTestId("create-agent-done");
  await expect(done).toContainText("Agent Created Successfully");
  await expect(done).toContainText(`Kavya Rao (Kavya Holidays ${t}) will get an email at ${email}`);
  await shoot(page, "create-agent-done");
  await done.getByRole("link", { name: "View customer" }).click();
  await expect(page.getByRole("table", { name: "Site customers" }).getByRole("row", { name: /Kavya Rao/ })).toContainText(`Kavya Holidays ${t}`);

  // The email, as the SMTP server received it.
  const mail = await readMail(email);
  expect(mail.subject).toBe("Set your Demo Travels password");
  const link = /https?:\/\/[^\s]+\/generate_password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(`/generate_password${new URL(link!).search}`);
  await agent.locator("#generate-password").fill("Kavya2026x");
  await agent.locator("#generate-confirm-password").fill("Kavya2026x");
  await agent.getByRole("button", { name: "Set password" }).click();
  await expect(agent.getByTestId("generate-password-done")).toBeVisible();
  await agent.getByRole("link", { name: "Log in" }).click();
  await logInByForm(agent, email, "Kavya2026x");
  await expect(agent.getByTestId("header-wallet-balance")).toBeVisible();
  await agentContext.close();
});

test("staff create a B2c customer with an email; an existing company can be chosen for a B2B agent", async ({ page }) => {
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff");
  await page.getByRole("link", { name: /^Create agent/ }).first().click();
  await expect(page).toHaveURL(/\/createNewUser$/);

  const email = `new-retail-${tag()}@example.test`;
  await page.getByRole("radio", { name: /B2c/ }).check();
  await page.getByLabel("First name").fill("Dev");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(page.getByTestId("create-agent-done")).toContainText("Agent Created Successfully");
  expect((await readMail(email)).text).toMatch(/\/generate_password\?token=/);

  // A B2B agent joining the demo agency (searchable); the phone is required for B2B.
  const agentEmail = `joiner-${tag()}@example.test`;
  await page.getByRole("radio", { name: /B2B/ }).check();
  await page.getByLabel("First name").fill("Joy");
  await page.getByLabel("Email").fill(agentEmail);
  await page.getByRole("radio", { name: "Existing company" }).check();
  await page.getByRole("searchbox", { name: "Existing company" }).fill("Demo Agen");
  const companies = page.getByRole("radiogroup", { name: "Companies" });
  await expect(companies.getByRole("radio", { name: /Demo Agency/ }).first()).toBeVisible();
  // The search narrows the list (after the 400 ms debounce).
  await expect(companies.getByText(/Kavya Holidays/)).toHaveCount(0);
  await shoot(page, "create-agent-existing-company");
  await companies.getByRole("radio", { name: /Demo Agency/ }).first().click();
  await expect(page.getByTestId("chosen-company")).toContainText("Demo Agency");
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(fieldError(page, "agent-phone")).toHaveText("Phone number is required!");
  await page.locator("#agent-phone").fill(freshMobile());
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(page.getByTestId("create-agent-done")).toContainText("Joy (Demo Agency) will get an email");
});
