/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CustomerDialog } from "@/components/backoffice/customers/customer-dialog";
import { phoneCountryOf, toDetailsFormValues } from "@/components/backoffice/customers/customer-details-values";
import { buildCustomerRowActions } from "@/components/backoffice/customers/customer-row-actions";
import { formatRatio, monthLabel, niceMax } from "@/components/backoffice/customers/monthly-flights-chart";
import { CustomerAdminMessages, type TCustomerDetails } from "@/lib/contracts/customer-admin";
import type { TCustomerRecord } from "@/lib/contracts/customers";
import { Messages } from "@/lib/constants";
import { AppProviders } from "@/components/layout/app-providers";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), usePathname: () => "/staff/customers", useSearchParams: () => new URLSearchParams() }));

const RECORD: TCustomerRecord = {
  users_id: 41,
  firstName: "Tara",
  lastName: "Tours",
  companyName: "Tara Tours",
  email: "tara@tours.test",
  userType: "travelAgent",
  userTypeLabel: "Travel agent",
  verified: false,
  isBlocked: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  groupName: "Default",
  userGroupName: null,
  userGroup: null,
  legalEntityId: 7,
  phoneNumbers: [{ label: "Primary", phoneNumber: "9876512345", phoneCountryCode: "+91" }],
  panNumber: null,
  gstNumber: null,
  isFlightHoldAllowed: false,
  isFlightSearchAllowed: true,
  flightLookToBook: { is_exempted: false },
  lookToBook: { month_year: "2026-11", look_count: 0, book_count: 0, ratio: null },
};

const DETAILS: TCustomerDetails = {
  users_id: 41,
  id: 41,
  firstName: "Tara",
  lastName: "Tours",
  companyName: "Tara Tours",
  email: "tara@tours.test",
  userType: "travelAgent",
  status: "unverified",
  isBlocked: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  groupName: "Default",
  groupId: 3,
  userGroupName: null,
  userGroup: null,
  legalEntityId: 7,
  phoneNumbers: [{ label: "Primary", phoneNumber: "9876512345", phoneCountryCode: "+91" }],
  panNumber: null,
  gstNumber: null,
  flightLookToBook: { is_exempted: false },
  isFlightHoldAllowed: false,
  isFlightSearchAllowed: true,
  taLogoUrl: null,
  referralCode: null,
  billing: null,
  company: null,
};

const MONTHLY = {
  userId: 41,
  flightLookToBook: { is_exempted: false },
  result: [
    { month_year: "2026-10", look_count: 30, book_count: 3, ratio: 10 },
    { month_year: "2026-11", look_count: 12, book_count: 0, ratio: null },
  ],
  total: { look_count: 42, book_count: 3, ratio: 14 },
};

const WALLET = { records: [], totalRecords: 0, totalPages: 0, page: 1, balance: { walletId: 9, balance: 100, creditLimit: 0, availableBalance: 100, currency: "INR" } };

type Answer = { status: number; body: unknown };
type Sent = { path: string; body: unknown };

/** The browser's fetch answering per path (jsdom has none); records what was sent. */
function fakeFetch(answers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    const path = new URL(String(url), "http://localhost").pathname;
    const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.push({ path, body });
    const answer = answers[path]?.(body) ?? { status: 404, body: { success: false, errorMessage: `No answer for ${path}` } };
    const text = JSON.stringify(answer.body);
    return { ok: answer.status < 400, status: answer.status, text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  return sent;
}

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

const ALL = ["customers.list.view", "customers.account.toggleBlock", "customers.account.editDetails", "customers.flightSettings.searchExemption", "customers.flightSettings.hold", "customers.flightSettings.search", "customers.reports.monthlyFlights", "wallet.customerWallets.view", "markups.groups.view", "markups.groups.mapCustomer"];

function renderDialog(details: TCustomerDetails = DETAILS, permissions: string[] = ALL, isSuperAdmin = false) {
  // gcTime Infinity: no garbage-collection timers left running after the test.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { gcTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <CustomerDialog customer={{ ...RECORD, userType: details.userType, userTypeLabel: details.userType === "retail" ? "Retail" : "Travel agent" }} onClose={() => {}} access={{ permissions: new Set(permissions), isSuperAdmin, canShowPermissionMenu: true }} />
    </QueryClientProvider>,
  );
}

/** The server's view of the customer: writes change it, getUserById answers it (as the real endpoints do). */
let stored: TCustomerDetails = DETAILS;

function baseAnswers(details: TCustomerDetails = DETAILS) {
  stored = details;
  return {
    "/api/wl/user/getUserById": () => ok(stored),
    "/api/wl/user/getCustomerMonthlyFlightDetails": () => ok(MONTHLY),
    "/api/wl/user/getWlUserWalletEntry": () => ok(WALLET),
    "/api/markupDiscount/LEGroupsForWl": () => ok({ result: [{ id: 3, groupName: "Default", isDefault: true }, { id: 4, groupName: "Gold", isDefault: false }] }),
  };
}

const form = () => screen.getByRole("form", { name: "Change Details" });
const save = () => within(form()).getByRole("button", { name: "Save" }) as HTMLButtonElement;
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the customer dialog's Change Details form", () => {
  it("shows 'Please enter a valid phone number' and disables Save; a valid number clears it", async () => {
    fakeFetch(baseAnswers());
    renderDialog();
    const phone = await screen.findByRole("textbox", { name: /Primary phone/ });
    fireEvent.change(phone, { target: { value: "12345" } });
    await waitFor(() => expect(errorOf(phone)).toBe(CustomerAdminMessages.invalidPhone));
    expect(save().disabled).toBe(true);
    fireEvent.change(phone, { target: { value: "9876543210" } });
    await waitFor(() => expect(phone.getAttribute("aria-describedby")).toBeNull());
    expect(save().disabled).toBe(false);
  });

  it("shows every error at once: 'Email or Primary Phone is required' under both fields and the travel agent's company", async () => {
    fakeFetch(baseAnswers());
    renderDialog();
    const email = await screen.findByRole("textbox", { name: "Email" });
    const phone = screen.getByRole("textbox", { name: /Primary phone/ });
    fireEvent.change(within(form()).getByRole("textbox", { name: /Company name/ }), { target: { value: "" } });
    fireEvent.change(email, { target: { value: "" } });
    fireEvent.change(phone, { target: { value: "" } });
    await waitFor(() => expect(errorOf(email)).toBe(CustomerAdminMessages.emailOrPhoneRequired));
    expect(errorOf(phone)).toBe(CustomerAdminMessages.emailOrPhoneRequired);
    expect(errorOf(within(form()).getByRole("textbox", { name: /Company name/ }))).toBe(Messages.required);
    expect(save().disabled).toBe(true);
    // An email alone satisfies the rule: the message leaves both fields.
    fireEvent.change(email, { target: { value: "new@tours.test" } });
    await waitFor(() => expect(phone.getAttribute("aria-describedby")).toBeNull());
    expect(email.getAttribute("aria-describedby")).toBeNull();
  });

  it("retail customers have no company field; the saved customer comes back from updateDetails", async () => {
    const retail = { ...DETAILS, userType: "retail", companyName: null, legalEntityId: null, groupId: null, groupName: null };
    const sent = fakeFetch({ ...baseAnswers(retail), "/api/wl/user/updateDetails": (b) => {
      stored = { ...retail, lastName: String(b.lastName) };
      return ok({ customer: stored, message: "Customer details successfully updated" });
    } });
    renderDialog(retail);
    const last = await screen.findByRole("textbox", { name: "Last name" });
    expect(within(form()).queryByRole("textbox", { name: /Company name/ })).toBeNull();
    expect(screen.getByText(/retail customers pay no markup/)).toBeTruthy();
    fireEvent.change(last, { target: { value: "Tourist" } });
    await waitFor(() => expect(save().disabled).toBe(false));
    await act(async () => fireEvent.click(save()));
    await waitFor(() => expect(sent.some((s) => s.path === "/api/wl/user/updateDetails")).toBe(true));
    const body = sent.find((s) => s.path === "/api/wl/user/updateDetails")!.body as Record<string, unknown>;
    expect(body).toMatchObject({ customerId: 41, lastName: "Tourist", primaryPhone: { phone: "9876512345", phoneCode: "in" } });
    await waitFor(() => expect(screen.getByRole("dialog").querySelector("h2")?.textContent).toBe("Tara Tourist"));
  });

  it("puts the server's field errors under their fields", async () => {
    fakeFetch({ ...baseAnswers(), "/api/wl/user/updateDetails": () => ({ status: 400, body: { success: false, errorCode: "VALIDATION_ERROR", errorMessage: "email: This email is already registered", shortError: { email: "This email is already registered" } } }) });
    renderDialog();
    const email = await screen.findByRole("textbox", { name: "Email" });
    fireEvent.change(email, { target: { value: "taken@tours.test" } });
    await waitFor(() => expect(save().disabled).toBe(false));
    await act(async () => fireEvent.click(save()));
    await waitFor(() => expect(errorOf(email)).toBe("This email is already registered"));
  });
});

describe("the customer dialog's switches and groups", () => {
  it("a switch moves only when the server answers success, and announces a refusal once (the app's toast, nothing under the switch)", async () => {
    let allow = false;
    fakeFetch({
      ...baseAnswers(),
      "/api/wl/user/setFlightHoldSettingForUser": (b) => {
        if (!allow) return { status: 403, body: { success: false, errorCode: "FORBIDDEN", errorMessage: "You do not have permission to do this." } };
        stored = { ...stored, isFlightHoldAllowed: Boolean(b.isFlightHold) };
        return ok({ userId: 41, isFlightHoldAllowed: stored.isFlightHoldAllowed, message: "Setting saved successfully" });
      },
    });
    // Inside the app's own providers: the API client's toast is the one announcement (issue 25 defect 16).
    render(
      <AppProviders siteId={1}>
        <CustomerDialog customer={RECORD} onClose={() => {}} access={{ permissions: new Set(ALL), isSuperAdmin: false, canShowPermissionMenu: true }} />
      </AppProviders>,
    );
    const hold = await screen.findByRole("switch", { name: "Flight hold allowed" });
    expect(hold.getAttribute("aria-checked")).toBe("false");
    await act(async () => fireEvent.click(hold));
    await waitFor(() => expect(screen.getByText("You do not have permission to do this.")).toBeTruthy());
    await waitFor(() => expect(hold.getAttribute("aria-busy")).toBeNull());
    expect(screen.getAllByText("You do not have permission to do this.")).toHaveLength(1);
    expect(hold.getAttribute("aria-checked")).toBe("false");
    allow = true;
    await act(async () => fireEvent.click(hold));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Flight hold allowed" }).getAttribute("aria-checked")).toBe("true"));
  });

  it("Block sends toggleBlock and the badge follows the answer; controls without permission are not shown", async () => {
    const sent = fakeFetch({
      ...baseAnswers(),
      "/api/wl/user/toggleBlock": (b) => {
        stored = { ...stored, isBlocked: Boolean(b.isBlocked) };
        return ok({ customerId: 41, isBlocked: stored.isBlocked, message: CustomerAdminMessages.blocked });
      },
    });
    renderDialog();
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Block" })));
    await screen.findByRole("button", { name: "Unblock" });
    expect(sent.find((s) => s.path === "/api/wl/user/toggleBlock")?.body).toEqual({ customerId: 41, isBlocked: true });
    expect(within(screen.getByLabelText("Status")).getByText("Blocked")).toBeTruthy();
  });

  it("marks the network consumer account (decision 0034) and asks before blocking it, naming the consequence", async () => {
    const network = { ...DETAILS, companyName: "Acme Travels", networkConsumer: { siteId: 5, companyName: "Acme Travels", domain: "acme.localhost" } };
    const sent = fakeFetch({
      ...baseAnswers(network),
      "/api/wl/user/toggleBlock": (b) => {
        stored = { ...stored, isBlocked: Boolean(b.isBlocked) };
        return ok({ customerId: 41, isBlocked: stored.isBlocked, message: CustomerAdminMessages.blocked });
      },
    });
    renderDialog(network);
    expect(await screen.findByText("Network: Acme Travels")).toBeTruthy();
    expect(screen.getByText(/the account Acme Travels \(acme\.localhost\) uses to buy from this site/)).toBeTruthy();
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Block" })));
    const confirm = await screen.findByRole("dialog", { name: "Block the network account of Acme Travels?" });
    expect(within(confirm).getByText(/searches and bookings through this site fail/)).toBeTruthy();
    expect(sent.some((s) => s.path === "/api/wl/user/toggleBlock")).toBe(false);
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" })));
    expect(sent.some((s) => s.path === "/api/wl/user/toggleBlock")).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Block" })));
    await act(async () => fireEvent.click(within(await screen.findByRole("dialog", { name: "Block the network account of Acme Travels?" })).getByRole("button", { name: "Block network account" })));
    await screen.findByRole("button", { name: "Unblock" });
    expect(sent.filter((s) => s.path === "/api/wl/user/toggleBlock").map((s) => s.body)).toEqual([{ customerId: 41, isBlocked: true }]);
  });

  it("without the permissions, no block button, switches, markup select, chart or wallet", async () => {
    fakeFetch(baseAnswers());
    renderDialog(DETAILS, ["customers.list.view"]);
    await screen.findByText(/Markup group:/);
    expect(screen.queryByRole("button", { name: "Block" })).toBeNull();
    expect(screen.queryAllByRole("switch")).toHaveLength(0);
    expect(screen.queryByRole("form", { name: "Change Details" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Wallet" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Searches and bookings" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Permission group" })).toBeNull();
  });

  it("super admins pick a permission group, and None removes it (null); the markup group changes through the company's mapping", async () => {
    const sent = fakeFetch({
      ...baseAnswers({ ...DETAILS, userGroup: { groupId: 5 }, userGroupName: "Desk" }),
      "/api/rbac/getRBACUserGroupList": () => ok({ result: [{ id: 5, groupName: "Desk" }] }),
      "/api/rbac/addUserToRBACUserGroup": (b) => {
        stored = { ...stored, userGroup: b.userGroupId === null ? null : { groupId: Number(b.userGroupId) }, userGroupName: null };
        return ok({ userId: 41, userGroupId: b.userGroupId, message: "User group successfully changed" });
      },
      "/api/markupDiscount/mapLEIdWithLEGroupId": (b) => {
        stored = { ...stored, groupId: Number(b.groupId), groupName: "Gold" };
        return ok({ LEId: 7, groupId: b.groupId, message: "Group successfully changed" });
      },
    });
    renderDialog(DETAILS, ALL, true);
    const permission = (await screen.findByRole("combobox", { name: "Permission group" })) as HTMLSelectElement;
    await waitFor(() => expect(permission.value).toBe("5"));
    await act(async () => fireEvent.change(permission, { target: { value: "" } }));
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Permission group" }) as HTMLSelectElement).value).toBe(""));
    expect(sent.find((s) => s.path === "/api/rbac/addUserToRBACUserGroup")?.body).toEqual({ userId: 41, userGroupId: null });

    const markup = (await screen.findByRole("combobox", { name: "Markup group" })) as HTMLSelectElement;
    expect(markup.value).toBe("3");
    await act(async () => fireEvent.change(markup, { target: { value: "4" } }));
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Markup group" }) as HTMLSelectElement).value).toBe("4"));
    expect(sent.find((s) => s.path === "/api/markupDiscount/mapLEIdWithLEGroupId")?.body).toEqual({ groupId: 4, LEId: 7 });
  });

  it("the monthly chart shows the ratio per month and overall", async () => {
    fakeFetch(baseAnswers());
    renderDialog();
    expect((await screen.findByTestId("overall-ratio")).textContent).toBe("Overall: 42 searches, 3 bookings, ratio 14.00");
    const chart = screen.getByRole("img", { name: /Searches and bookings per month/ });
    expect(chart.querySelector('[data-month="2026-10"]')?.textContent).toContain("10.00");
    expect(chart.querySelector('[data-month="2026-11"]')?.textContent).toContain("—");
  });
});

describe("customer dialog helpers", () => {
  it("reads a stored phone's dial-code country", () => {
    expect(phoneCountryOf("+91", "9876500003")).toBe("in");
    expect(phoneCountryOf("+1", "4165550123")).toBe("ca");
    expect(phoneCountryOf("+44", "7400123456")).toBe("gb");
    const values = toDetailsFormValues({ ...DETAILS, phoneNumbers: [{ label: "Primary", phoneNumber: "INVALID", phoneCountryCode: "+91" }] });
    expect(values.primaryPhone).toEqual({ phone: "", phoneCode: "in" });
  });

  it("formats the chart's figures", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(130)).toBe(200);
    expect(monthLabel("2026-01")).toBe("Jan 26");
    expect(formatRatio(null)).toBe("—");
    expect(formatRatio(3.456)).toBe("3.46");
  });

  it("offers Details only with an opener and customers.list.view", () => {
    const open = jest.fn();
    expect(buildCustomerRowActions({ permissions: new Set(["customers.list.view"]), isSuperAdmin: false, canShowPermissionMenu: false, openCustomer: open }).map((a) => a.label)).toEqual(["Details"]);
    expect(buildCustomerRowActions({ permissions: new Set(["customers.list.view"]), isSuperAdmin: false, canShowPermissionMenu: false })).toEqual([]);
  });
});
