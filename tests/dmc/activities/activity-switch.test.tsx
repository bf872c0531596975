/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ActivitySwitch } from "@/components/dmc/activities/activity-switch";
import { ToastProvider } from "@/components/ui/toast";

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, text: async () => text, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderSwitch(field: "isTurnedOn" | "isTransferRequired", isOn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ActivitySwitch activityId={4} activityName="Dhow Cruise" field={field} isOn={isOn} canEdit />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("an activity's switch", () => {
  it("stays where it was and says 'Could not update activity {label} state' when the server refuses", async () => {
    const fetchMock = answer(500, { success: false, errorMessage: "Something went wrong" });
    renderSwitch("isTransferRequired", false);
    const toggle = screen.getByRole("switch", { name: "Transfer required: Dhow Cruise" });
    fireEvent.click(toggle);
    expect(await screen.findByText("Could not update activity Transfer Required state")).toBeTruthy();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/areas/toggleActivityFields");
    expect(JSON.parse(String(init.body))).toEqual({ activityId: 4, isTransferRequired: true });
  });

  it("sends only its own flag", async () => {
    const fetchMock = answer(200, { success: true, data: { activityId: 4, isTurnedOn: false, isTransferRequired: false, message: "Activity updated successfully" } });
    renderSwitch("isTurnedOn", true);
    fireEvent.click(screen.getByRole("switch", { name: "Turned on: Dhow Cruise" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ activityId: 4, isTurnedOn: false });
    expect(screen.queryByText(/Could not update activity/)).toBeNull();
  });
});
