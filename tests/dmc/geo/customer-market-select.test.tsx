/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CustomerAccountPanel } from "@/components/backoffice/customers/customer-account-panel";
import type { TCustomerDetails } from "@/lib/contracts/customer-admin";

const CUSTOMER = {
  users_id: 41,
  id: 41,
  firstName: "Tara",
  lastName: "Tours",
  companyName: null,
  email: "tara@tours.test",
  userType: "retail",
  status: "verified",
  isBlocked: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  groupName: null,
  groupId: null,
  userGroupName: null,
  userGroup: null,
  legalEntityId: null,
  phoneNumbers: [],
  panNumber: null,
  gstNumber: null,
  flightLookToBook: { is_exempted: false },
  isFlightHoldAllowed: false,
  isFlightSearchAllowed: true,
  taLogoUrl: null,
  referralCode: null,
  billing: null,
  company: null,
} as TCustomerDetails;

type Sent = { path: string; query: string; body: unknown };

function fakeFetch(answer: (path: string, body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    const u = new URL(String(url), "http://localhost");
    const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.push({ path: u.pathname, query: u.search, body });
    const a = answer(u.pathname, body);
    const text = JSON.stringify(a.body);
    return { ok: a.status < 400, status: a.status, text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  return sent;
}

const MARKETS = [
  { id: 2, name: "GCC", isDefault: false },
  { id: 1, name: "India", isDefault: true },
];

function renderPanel(customer: TCustomerDetails, permissions: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { gcTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <CustomerAccountPanel customer={customer} access={{ permissions: new Set(permissions), isSuperAdmin: false, canShowPermissionMenu: false }} />
    </QueryClientProvider>,
  );
}

describe("the customer dialog's DMC market", () => {
  it("shows the customer's market (the default when they have none) and changes it through updateMarketForCustomer", async () => {
    let customerMarketId: number | null = null;
    const sent = fakeFetch((path, body) => {
      if (path === "/api/dmc/getDefaultMarketOptions") return { status: 200, body: { success: true, data: { result: MARKETS, defaultMarketId: 1, customerMarketId } } };
      customerMarketId = body.marketId as number | null;
      return { status: 200, body: { success: true, data: { userId: 41, marketId: customerMarketId, marketName: "GCC", message: "Market successfully changed" } } };
    });
    renderPanel(CUSTOMER, ["dmc.markets.view", "dmc.markets.edit"]);
    const select = (await screen.findByLabelText("DMC market")) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0].textContent).toBe("Default market (India)"));
    expect(sent[0].query).toBe("?userId=41");
    fireEvent.change(select, { target: { value: "2" } });
    await waitFor(() => expect(select.value).toBe("2"));
    expect(sent.find((s) => s.path === "/api/dmc/updateMarketForCustomer")?.body).toEqual({ userId: 41, marketId: 2 });
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(sent.filter((s) => s.path === "/api/dmc/updateMarketForCustomer").at(-1)?.body).toEqual({ userId: 41, marketId: null }));
  });

  it("reads only without the edit permission, says 'Failed to fetch markets...' when the markets cannot load, and is absent for staff", async () => {
    fakeFetch(() => ({ status: 200, body: { success: true, data: { result: MARKETS, defaultMarketId: 1, customerMarketId: 2 } } }));
    const { unmount } = renderPanel(CUSTOMER, ["dmc.markets.view"]);
    expect(await screen.findByText("GCC")).toBeTruthy();
    expect(screen.queryByLabelText("DMC market")).toBeNull();
    unmount();

    fakeFetch(() => ({ status: 500, body: { success: false, errorMessage: "Something went wrong" } }));
    const second = renderPanel(CUSTOMER, ["dmc.markets.view", "dmc.markets.edit"]);
    expect(await screen.findByText("Failed to fetch markets...")).toBeTruthy();
    second.unmount();

    const sent = fakeFetch(() => ({ status: 200, body: { success: true, data: { result: MARKETS, defaultMarketId: 1, customerMarketId: null } } }));
    renderPanel({ ...CUSTOMER, userType: "staff" }, ["dmc.markets.view", "dmc.markets.edit"]);
    expect(screen.queryByLabelText("DMC market")).toBeNull();
    expect(sent).toEqual([]);
  });
});
