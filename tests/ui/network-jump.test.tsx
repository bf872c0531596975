/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { ApiConsumersTable } from "@/components/backoffice/network/api-consumers-table";
import { AppProviders } from "@/components/layout/app-providers";
import { SuppliersScreen } from "@/components/backoffice/network/suppliers-screen";
import type { TApiConsumerRow } from "@/lib/contracts/network-supplier";
import type { TVisibleSupplier } from "@/lib/contracts/network";

type Answer = { status: number; body: unknown };

/** The browser's fetch answering per path (jsdom has none); records what was sent. */
function fakeFetch(answers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const sent: { path: string; body: unknown }[] = [];
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
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), usePathname: () => "/staff/api-consumers", useSearchParams: () => new URLSearchParams() }));

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { gcTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const ROW: TApiConsumerRow = {
  wl_companyName: "Acme Holidays",
  wl_domain: "acme.localhost",
  wl_adminEmail: "hello@acme.test",
  wl_adminContact: null,
  wl_legalEntityId: 70,
  wl_mongoDb_siteId: 2,
  leGroup_groupName: "Default",
  userGroup: { groupId: 3 },
  sup_category: "Flights",
  sc_map_supplierListId: 9,
  sc_map_isFlightHoldAllowed: false,
  sc_map_isFlightSearchAllowed: true,
  requestStatus: "Approved",
  isTdsDeductable: true,
};
const GROUPS = { result: [{ id: 3, groupName: "Default", isDefault: true }, { id: 4, groupName: "Gold", isDefault: false }] };
const ACCESS = { canEditSwitches: true, canEditTds: true, canChangeStatus: true, canEditGroup: true };

describe("API consumers tab: the consumer's markup group picker", () => {
  it("moves to the new group only when the server saved it", async () => {
    let row = ROW;
    const sent = fakeFetch({
      "/api/supplier/supplierOnlyAccess/supplierConsumers": () => ok({ result: [row] }),
      "/api/markupDiscount/LEGroupsForWl": () => ok(GROUPS),
      "/api/markupDiscount/mapLEIdWithLEGroupId": (b) => {
        row = { ...row, userGroup: { groupId: b.groupId as number }, leGroup_groupName: "Gold" };
        return ok({ LEId: 70, groupId: b.groupId, message: "Group successfully changed" });
      },
    });
    wrap(<ApiConsumersTable access={ACCESS} />);
    const picker = (await screen.findByRole("combobox", { name: "Markup group (Acme Holidays, Flights)" })) as HTMLSelectElement;
    expect(picker.value).toBe("3");
    fireEvent.change(picker, { target: { value: "4" } });
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Markup group (Acme Holidays, Flights)" }) as HTMLSelectElement).value).toBe("4"));
    expect(sent.find((s) => s.path === "/api/markupDiscount/mapLEIdWithLEGroupId")?.body).toEqual({ groupId: 4, LEId: 70 });
  });

  // Issue 25, defect 16: the reason is the API client's one toast (in the app's providers), not a second line under the picker.
  it("stays on the saved group and shows the reason once when the change is refused", async () => {
    fakeFetch({
      "/api/supplier/supplierOnlyAccess/supplierConsumers": () => ok({ result: [ROW] }),
      "/api/markupDiscount/LEGroupsForWl": () => ok(GROUPS),
      "/api/markupDiscount/mapLEIdWithLEGroupId": () => ({ status: 404, body: { success: false, errorMessage: "Group not found" } }),
    });
    render(
      <AppProviders siteId={1}>
        <ApiConsumersTable access={ACCESS} />
      </AppProviders>,
    );
    const picker = (await screen.findByRole("combobox", { name: "Markup group (Acme Holidays, Flights)" })) as HTMLSelectElement;
    fireEvent.change(picker, { target: { value: "4" } });
    expect(await screen.findByText("Group not found")).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Markup group (Acme Holidays, Flights)" }) as HTMLSelectElement).disabled).toBe(false));
    expect(screen.getAllByText("Group not found")).toHaveLength(1);
    expect((screen.getByRole("combobox", { name: "Markup group (Acme Holidays, Flights)" }) as HTMLSelectElement).value).toBe("3");
  });

  it("shows the group name as text without the mapping permission", async () => {
    fakeFetch({ "/api/supplier/supplierOnlyAccess/supplierConsumers": () => ok({ result: [ROW] }) });
    wrap(<ApiConsumersTable access={{ ...ACCESS, canEditGroup: false }} />);
    const table = await screen.findByRole("table", { name: "API consumers" });
    await within(table).findByText("Acme Holidays");
    expect(within(table).queryByRole("combobox")).toBeNull();
  });
});

const SUPPLIER = (status: "Approved" | "Pending" | "Suspended", isPausedByConsumer = false): TVisibleSupplier =>
  ({
    supplierSiteId: 1,
    companyName: "Demo Travels",
    domain: "localhost",
    logoUrl: null,
    categories: ["Flights"],
    isTermsAccepted: true,
    requests: [{ requestId: 9, category: "Flights", requestStatus: status, isPausedByConsumer, requestGeneratedAt: "2026-11-24T07:00:00.000Z" }],
  }) as unknown as TVisibleSupplier;

describe("Our suppliers: Open supplier site", () => {
  const open = window.open;
  afterEach(() => {
    window.open = open;
  });

  it.each([
    ["pending", SUPPLIER("Pending")],
    ["suspended", SUPPLIER("Suspended")],
    ["paused", SUPPLIER("Approved", true)],
  ])("is not offered when the relationship is %s", async (_label, supplier) => {
    fakeFetch({ "/api/supplier/getAllVisibleSuppliersWithConsumerRequests": () => ok({ result: [supplier] }) });
    wrap(<SuppliersScreen access={{ canRequest: true, canChangeStatus: true }} />);
    await screen.findByText("Demo Travels");
    expect(screen.queryByRole("button", { name: "Open Demo Travels site" })).toBeNull();
  });

  it("sends the new tab to the jump URL of an approved supplier", async () => {
    const tab = { opener: {}, location: { replace: jest.fn() }, close: jest.fn() };
    window.open = jest.fn(() => tab) as unknown as typeof window.open;
    const sent = fakeFetch({
      "/api/supplier/getAllVisibleSuppliersWithConsumerRequests": () => ok({ result: [SUPPLIER("Approved")] }),
      "/api/wl/user/jumplogin": () => ok({ url: "http://localhost:3000/login/session?sessionId=abc", sessionId: "abc", expiresAt: "2026-11-24T08:00:00.000Z", supplierId: 1 }),
    });
    wrap(<SuppliersScreen access={{ canRequest: true, canChangeStatus: true }} />);
    fireEvent.click(await screen.findByRole("button", { name: "Open Demo Travels site" }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith("http://localhost:3000/login/session?sessionId=abc"));
    expect(tab.opener).toBeNull();
    expect(sent.find((s) => s.path === "/api/wl/user/jumplogin")?.body).toEqual({ supplierId: 1 });
  });

  it("closes the tab and shows the reason when the jump is refused", async () => {
    const tab = { opener: {}, location: { replace: jest.fn() }, close: jest.fn() };
    window.open = jest.fn(() => tab) as unknown as typeof window.open;
    fakeFetch({
      "/api/supplier/getAllVisibleSuppliersWithConsumerRequests": () => ok({ result: [SUPPLIER("Approved")] }),
      "/api/wl/user/jumplogin": () => ({ status: 403, body: { success: false, errorMessage: "This supplier has suspended your access" } }),
    });
    wrap(<SuppliersScreen access={{ canRequest: true, canChangeStatus: true }} />);
    fireEvent.click(await screen.findByRole("button", { name: "Open Demo Travels site" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This supplier has suspended your access");
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});
