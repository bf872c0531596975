/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiConsumersTable } from "@/components/backoffice/network/api-consumers-table";
import { ConsumerRequestsTable } from "@/components/backoffice/network/consumer-requests-table";
import { PriorityInput } from "@/components/dmc/activities/activities-screen";
import { AppProviders } from "@/components/layout/app-providers";
import type { TApiConsumerRow, TApiCustomerRequest } from "@/lib/contracts/network-supplier";
import type { TActivity } from "@/lib/contracts/dmc-activities";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), usePathname: () => "/staff/api-consumers", useSearchParams: () => new URLSearchParams() }));

/*
 * Issue 25, defect 16: API consumer switches, TDS and request decisions say the spec's message on
 * success; a failure is announced once (the API client's toast, nothing under the control); a
 * priority edit sends one request. Rendered inside the app's own providers (the API client's toast
 * bridge included); the server is a fetch answering per path.
 */

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

type Answer = { status: number; body: unknown };
function serve(routes: Record<string, Answer>) {
  const fetchMock = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    const key = Object.keys(routes).find((path) => url.includes(path));
    const { status, body } = key ? routes[key] : { status: 404, body: { success: false, errorMessage: "Not found" } };
    const text = JSON.stringify(body);
    return { ok: status < 400, status, text: async () => text, json: async () => body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const posts = (fetchMock: jest.Mock, path: string) => fetchMock.mock.calls.filter(([url, init]) => String(url).includes(path) && (init as RequestInit | undefined)?.method === "POST");

const consumer: TApiConsumerRow = {
  wl_companyName: "Consumer One",
  wl_domain: "consumer.test",
  wl_adminEmail: null,
  wl_adminContact: null,
  wl_legalEntityId: 7,
  wl_mongoDb_siteId: 3,
  leGroup_groupName: "Standard",
  userGroup: { groupId: 1 },
  sup_category: "Flights",
  sc_map_supplierListId: 11,
  sc_map_isFlightHoldAllowed: false,
  sc_map_isFlightSearchAllowed: true,
  requestStatus: "Approved",
  isTdsDeductable: false,
};
const CONSUMERS = { "/supplierOnlyAccess/supplierConsumers": { status: 200, body: { success: true, data: { result: [consumer] } } } };
const access = { canEditSwitches: true, canEditTds: true, canChangeStatus: true, canEditGroup: false };

function renderIn(node: React.ReactNode) {
  return render(<AppProviders siteId={1}>{node}</AppProviders>);
}

describe("API consumers: switches, TDS and access", () => {
  it("says 'Setting saved successfully' when a flight switch saves", async () => {
    serve({ ...CONSUMERS, "/setFlightHoldSetting": { status: 200, body: { success: true, data: { supplierListId: 11, isFlightHoldAllowed: true, message: "Setting saved successfully" } } } });
    renderIn(<ApiConsumersTable access={access} />);
    fireEvent.click(await screen.findByRole("switch", { name: "Flight hold (Consumer One, Flights)" }));
    expect(await screen.findByText("Setting saved successfully")).toBeTruthy();
  });

  it("says 'Tds deduction successfully changed.' when TDS saves", async () => {
    serve({ ...CONSUMERS, "/setLERelationConfig": { status: 200, body: { success: true, data: { userLEID: 7, isTdsDeductable: true, message: "Tds deduction successfully changed." } } } });
    renderIn(<ApiConsumersTable access={access} />);
    fireEvent.click(await screen.findByRole("switch", { name: "TDS deduction (Consumer One)" }));
    expect(await screen.findByText("Tds deduction successfully changed.")).toBeTruthy();
  });

  it("says 'Request status changed successfully' when access is suspended", async () => {
    serve({ ...CONSUMERS, "/changeConsumerSupplierRequestStatus": { status: 200, body: { success: true, data: { requestId: 11, requestStatus: "Suspended", legalEntityId: 7, message: "Request status changed successfully" } } } });
    renderIn(<ApiConsumersTable access={access} />);
    fireEvent.click(await screen.findByRole("button", { name: "Suspend Consumer One Flights" }));
    expect(await screen.findByText("Request status changed successfully")).toBeTruthy();
  });

  it("announces a failure once, in one place", async () => {
    const fetchMock = serve({ ...CONSUMERS, "/setFlightSearchSetting": { status: 404, body: { success: false, errorCode: "NOT_FOUND", errorMessage: "Consumer not found", message: "Consumer not found" } } });
    renderIn(<ApiConsumersTable access={access} />);
    const toggle = await screen.findByRole("switch", { name: "Flight search (Consumer One, Flights)" });
    fireEvent.click(toggle);
    await screen.findByText("Consumer not found");
    await waitFor(() => expect(toggle.getAttribute("aria-busy")).toBeNull());
    expect(screen.getAllByText("Consumer not found")).toHaveLength(1);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(posts(fetchMock, "/setFlightSearchSetting")).toHaveLength(1);
  });
});

describe("API customer requests", () => {
  it("says 'Request status changed successfully' when a request is approved, with one request", async () => {
    const pending: TApiCustomerRequest = {
      id: 5,
      whitelabel_mongoDb_siteId: 3,
      supplier_category: "Flights",
      domain: "consumer.test",
      logoUrl: null,
      companyName: "Consumer One",
      siteName: "Consumer One",
      requestStatus: "Pending",
      requestGeneratedAt: "2026-11-01T10:00:00Z",
      adminContact: null,
      adminEmail: null,
      isTermsAccepted: true,
      decidedAt: null,
      decidedBy_firstName: null,
      decidedBy_lastName: null,
      decidedBy_email: null,
    };
    const fetchMock = serve({
      "/consumerToSupplierRequestsBasedOnSupplierId": { status: 200, body: { success: true, data: { records: [pending], totalRecords: 1, totalPages: 1, page: 1 } } },
      "/changeConsumerSupplierRequestStatus": { status: 200, body: { success: true, data: { requestId: 5, requestStatus: "Approved", legalEntityId: 7, message: "Request status changed successfully" } } },
    });
    renderIn(<ConsumerRequestsTable canDecide />);
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Request status changed successfully")).toBeTruthy();
    expect(posts(fetchMock, "/changeConsumerSupplierRequestStatus")).toHaveLength(1);
  });
});

describe("an activity's priority", () => {
  it("sends one request when Enter is pressed and the field is then left", async () => {
    const fetchMock = serve({ "/updateActivityPriority": { status: 200, body: { success: true, data: { message: "Priority updated successfully" } } } });
    const activity: TActivity = { id: 4, name: "Dhow Cruise", description: "", cityId: 1, cityName: "Dubai", priority: 1, isTurnedOn: true, isTransferRequired: false, area: null, tourOptionCount: 0 };
    renderIn(<PriorityInput activity={activity} canEdit />);
    const input = screen.getByRole("spinbutton", { name: "Priority of Dhow Cruise" });
    input.focus();
    fireEvent.change(input, { target: { value: "5" } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.blur(input);
    await screen.findByText("Priority updated successfully");
    expect(posts(fetchMock, "/updateActivityPriority")).toHaveLength(1);
  });
});
