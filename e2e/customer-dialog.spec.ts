import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, inDays, logInByApi } from "./fixtures";

/**
 * Issue 11: the customer dialog on /staff/customers. The customer is created for this spec through
 * the signup API (no other spec uses it), so nothing in the demo data it changes needs putting back
 * except staff@demo.test's permission group: the spec gives Sam Staff a "customer desk" group (block,
 * switches, markup group, wallet credit are not defaults of staff) and removes it at the end.
 */

const SCREENS = "test-results/screens";
const stamp = Date.now().toString(36);
const CUSTOMER = {
  firstName: "Dia",
  lastName: `Log${stamp}`,
  company: `Dialog Travels ${stamp}`,
  email: `dialog-${stamp}@example.test`,
  password: "Travel2026",
  // Unique per run: a rerun on the same data must not collide ('9' + 9 digits is a valid Indian mobile).
  phone: `9${String(Date.now()).slice(-9)}`,
  newPhone: `8${String(Date.now() + 7).slice(-9)}`,
};
const MARKUP_GROUP = `Dialog markup ${stamp}`;
const DESK_GROUP = `Customer desk ${stamp}`;
const DESK_PERMISSIONS = [
  "backoffice.dashboard.view",
  "customers.list.view",
  "customers.account.editDetails",
  "customers.account.toggleBlock",
  "customers.flightSettings.searchExemption",
  "customers.flightSettings.hold",
  "customers.flightSettings.search",
  "customers.reports.monthlyFlights",
  "wallet.customerWallets.view",
  "wallet.customerWallets.credit",
  "markups.groups.view",
  "markups.groups.mapCustomer",
];

type Api = { post: (path: string, data: unknown) => Promise<{ status: number; data: Record<string, unknown> }> };

async function signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Api & { userId: number }> {
  const login = await request.post("/api/wl/user/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const { authToken, user } = (await login.json()).data as { authToken: string; user: { id: number } };
  return {
    userId: user.id,
    post: async (path, data) => {
      const res = await request.post(path, { data, headers: { "auth-token": authToken } });
      return { status: res.status(), data: ((await res.json()) as { data: Record<string, unknown> }).data };
    },
  };
}

let staffUserId = 0;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await request.post("/api/wl/user/signup", {
    data: {
      userType: "travelAgent",
      companyName: CUSTOMER.company,
      email: CUSTOMER.email,
      phone: CUSTOMER.phone,
      phoneCode: "in",
      secondaryPhone: "9123456780",
      secondaryPhoneCode: "in",
      firstName: CUSTOMER.firstName,
      lastName: CUSTOMER.lastName,
      country: "India",
      state: "Maharashtra",
      city: "Pune",
      pincode: "411001",
      address1: "1 Dialog Road",
      password: CUSTOMER.password,
      confirmPassword: CUSTOMER.password,
    },
  });
  expect(signup.status()).toBe(200);
  const admin = await signIn(request, "superadmin@demo.test");
  const group = await admin.post("/api/markupDiscount/LEGroupsForWl", { groupName: MARKUP_GROUP });
  expect(group.status).toBe(200);
  const desk = await admin.post("/api/rbac/saveUserGroupPermissions", { groupName: DESK_GROUP, changeSet: { permissions: DESK_PERMISSIONS.map((key) => ({ key, isActive: true })) } });
  expect(desk.status).toBe(200);
  const staff = await signIn(await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL }), "staff@demo.test");
  staffUserId = staff.userId;
  expect((await admin.post("/api/rbac/addUserToRBACUserGroup", { userId: staffUserId, userGroupId: desk.data.id })).status).toBe(200);
  await request.dispose();
});

test.afterAll(async ({ playwright }, testInfo) => {
  // Sam Staff goes back to the staff defaults other specs expect.
  if (!staffUserId) return;
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await signIn(request, "superadmin@demo.test");
  expect((await admin.post("/api/rbac/addUserToRBACUserGroup", { userId: staffUserId, userGroupId: null })).status).toBe(200);
  await request.dispose();
});

/** A toast (outside the modal dialog, so found by text: the dialog hides the rest of the page from the accessibility tree). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A POST from the page itself (the browser's cookie and Origin, as the app sends it): the HTTP status. */
const postFromPage = (page: Page, path: string, body: unknown) =>
  page.evaluate(async ([url, data]) => (await fetch(url as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) })).status, [path, body] as const);

const fullName = `${CUSTOMER.firstName} ${CUSTOMER.lastName}`;

async function openCustomerByCompany(page: Page) {
  await page.goto("/staff/customers");
  await page.getByRole("searchbox", { name: "Company" }).fill(CUSTOMER.company.toLowerCase().slice(0, -2));
  // CSS, not roles: once the modal dialog is open the page behind it is hidden from the accessibility tree.
  const rows = page.locator('table[aria-label="Site customers"] tbody tr');
  const row = rows.filter({ hasText: fullName });
  await expect(row).toContainText(CUSTOMER.company);
  await expect(rows).toHaveCount(1);
  await row.getByRole("button", { name: fullName }).click();
  const dialog = page.getByRole("dialog", { name: fullName });
  await expect(dialog).toBeVisible();
  return { dialog, row };
}

test("staff run a customer from the dialog: block signs them out, unblock, exempt, markup group, details, wallet", async ({ page, browser }) => {
  // The customer's own browser, signed in before staff act.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await logInByApi(customerPage, CUSTOMER.email, CUSTOMER.password);
  await customerPage.goto("/app");
  await expect(customerPage.getByRole("heading", { name: `Welcome, ${CUSTOMER.firstName}` })).toBeVisible();
  expect(await postFromPage(customerPage, "/api/rbac/getPermissionsFromSession", {})).toBe(200);

  await logInByApi(page, "staff@demo.test");
  const { dialog, row } = await openCustomerByCompany(page);
  await expect(dialog).toContainText("Travel agent");
  await expect(dialog).toContainText(CUSTOMER.company);
  await expect(dialog.getByLabel("Status")).toContainText("Active");
  await expect(dialog.getByLabel("Status")).toContainText("Not verified");
  // Not a super admin: the permission group is shown, not offered.
  await expect(dialog.getByRole("combobox", { name: "Permission group" })).toHaveCount(0);
  await expect(dialog).toContainText("Permission group: None");

  // Block: the customer's open browser is signed out on its next request.
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(toast(page, "Customer successfully blocked")).toBeVisible();
  await expect(dialog.getByLabel("Status")).toContainText("Blocked");
  await expect(row).toContainText("Blocked");
  expect(await postFromPage(customerPage, "/api/rbac/getPermissionsFromSession", {})).toBe(401);
  await customerPage.reload();
  await expect(customerPage).toHaveURL(/\/login/);

  await dialog.getByRole("button", { name: "Unblock" }).click();
  await expect(toast(page, "Customer successfully Unblocked")).toBeVisible();
  await expect(dialog.getByLabel("Status")).toContainText("Active");
  await expect(row).toContainText("Active");
  // Unblocked, they sign in again, and search three times (the monthly chart counts them).
  await logInByApi(customerPage, CUSTOMER.email, CUSTOMER.password);
  for (const day of [20, 21, 22]) {
    expect(await postFromPage(customerPage, "/api/search", { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: inDays(day), adt: 1 })).toBe(200);
  }

  // Exemption and the flight switches move once the server says so.
  const exempt = dialog.getByRole("switch", { name: "Exempt from look-to-book limits" });
  await expect(exempt).toHaveAttribute("aria-checked", "false");
  await exempt.click();
  await expect(toast(page, "Customer successfully exempted from search")).toBeVisible();
  await expect(exempt).toHaveAttribute("aria-checked", "true");
  await expect(row).toContainText("Search exempt");
  const hold = dialog.getByRole("switch", { name: "Flight hold allowed" });
  const holdBefore = await hold.getAttribute("aria-checked");
  await hold.click();
  await expect(hold).toHaveAttribute("aria-checked", holdBefore === "true" ? "false" : "true");
  await expect(toast(page, "Setting saved successfully")).toBeVisible();

  // Markup group: the customer's company moves to the new group; the list shows it.
  await dialog.getByRole("combobox", { name: "Markup group" }).selectOption({ label: MARKUP_GROUP });
  await expect(toast(page, "Group successfully changed")).toBeVisible();
  await expect(row).toContainText(MARKUP_GROUP);

  // Change Details: an invalid phone shows the spec's message and Save stays disabled; a valid one saves.
  const details = dialog.getByRole("form", { name: "Change Details" });
  const phone = details.getByRole("textbox", { name: "Primary phone" });
  const save = details.getByRole("button", { name: "Save" });
  await phone.fill("12345");
  await expect(details.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(save).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/customer-dialog-errors-1280.png` });
  await phone.fill(CUSTOMER.newPhone);
  await expect(details.getByText("Please enter a valid phone number")).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, "Customer details successfully updated")).toBeVisible();
  await expect(row).toContainText(`+91 ${CUSTOMER.newPhone}`);

  // Wallet: a staff credit through the ledger moves the balance.
  const wallet = dialog.getByRole("region", { name: "Wallet" });
  const balance = wallet.getByTestId("customer-wallet-balance");
  await expect(balance).toHaveText("₹0.00");
  await wallet.getByLabel("Amount (₹)").fill("1500");
  await wallet.getByLabel("Remark").fill(`e2e dialog credit ${stamp}`);
  await wallet.getByRole("button", { name: "Post entry" }).click();
  await expect(toast(page, "Wallet entry added successfully")).toBeVisible();
  await expect(balance).toHaveText("₹1,500.00");
  await expect(wallet.getByRole("list", { name: "Recent wallet entries" })).toContainText(`e2e dialog credit ${stamp}`);

  // The monthly searches and bookings chart with the overall ratio.
  await expect(dialog.getByRole("region", { name: "Searches and bookings" }).getByTestId("overall-ratio")).toContainText("Overall:");

  await customerContext.close();
});

test("a super admin of a site with the permission menu changes the customer's permission group; None removes it", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  const { dialog } = await openCustomerByCompany(page);
  const select = dialog.getByRole("combobox", { name: "Permission group" });
  await expect(select).toHaveValue("");
  await select.selectOption({ label: DESK_GROUP });
  await expect(toast(page, "Group successfully changed")).toBeVisible();
  await expect(select).not.toHaveValue("");
  await page.reload();
  const reopened = (await openCustomerByCompany(page)).dialog;
  const again = reopened.getByRole("combobox", { name: "Permission group" });
  await expect(again.locator("option:checked")).toHaveText(DESK_GROUP);
  await again.selectOption({ label: "None" });
  await expect(toast(page, "Group successfully changed")).toBeVisible();
  await expect(again).toHaveValue("");
});

test("screens: the customer dialog at 1280 and 600 px", async ({ page }) => {
  await logInByApi(page, "staff@demo.test");
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    const { dialog } = await openCustomerByCompany(page);
    await expect(dialog.getByRole("region", { name: "Wallet" }).getByTestId("customer-wallet-balance")).toContainText("₹");
    await expect(dialog.getByTestId("overall-ratio")).toHaveText("Overall: 3 searches, 0 bookings, ratio —");
    await page.screenshot({ path: `${SCREENS}/customer-dialog-${width}.png` });
    // The dialog scrolls inside itself: the lower half too.
    await dialog.getByRole("region", { name: "Wallet" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/customer-dialog-${width}-bottom.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});
