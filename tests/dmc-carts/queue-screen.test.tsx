/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { ActivityQueueScreen } from "@/components/dmc-carts/activity-queue-screen";
import { ToastProvider } from "@/components/ui/toast";

/* Issue 25 on the activity queue: each row offers staff "Make quotation" and shows the quotation made from the cart. */

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

const row = (id: number, extra: Record<string, unknown> = {}) => ({ id, status: "new", startDate: "2026-12-05", endDate: "2026-12-08", adults: 2, children: 1, remarks: "", userId: 3, userName: "Asha Agent", companyName: "Acme Travels", itemCount: 2, kartId: null, quotationId: null, updatedAt: "2026-11-28T10:00:00.000Z", ...extra });

function renderQueue(canMakeQuotation: boolean) {
  const data = { carts: [row(7, { kartId: 42, quotationId: "QT-0042" }), row(8)], statusCounts: { new: 2, inProgress: 0, quoted: 0, confirmed: 0, cancelled: 0 }, page: 1, totalPages: 1, totalRecords: 2 };
  const text = JSON.stringify({ success: true, data });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => text, json: async () => JSON.parse(text) })) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ActivityQueueScreen canUpdateStatus={false} canMakeQuotation={canMakeQuotation} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("the activity queue", () => {
  it("shows the quotation's reference and Make quotation on each row to staff who build quotations, dates in one format", async () => {
    renderQueue(true);
    const table = await screen.findByRole("table");
    const first = (await within(table).findByRole("link", { name: "#7" })).closest("tr")!;
    expect(within(first).getByRole("link", { name: "QT-0042" }).getAttribute("href")).toBe("/staff/dmc-quotes?quotation=42");
    expect(within(first).getByRole("link", { name: "Make quotation from cart 7" }).getAttribute("href")).toBe("/staff/dmc-quotes?cart=7");
    expect(first.textContent).toContain("05 Dec 2026 to 08 Dec 2026");
    const second = within(table).getByRole("link", { name: "#8" }).closest("tr")!;
    expect(within(second).getByRole("link", { name: "Make quotation from cart 8" })).toBeTruthy();
  });

  it("never offers Make quotation without the permission, but still names the quotation", async () => {
    renderQueue(false);
    const table = await screen.findByRole("table");
    await within(table).findByRole("link", { name: "#7" });
    expect(screen.queryAllByRole("link", { name: /Make quotation/ })).toEqual([]);
    expect(within(table).getByRole("link", { name: "QT-0042" })).toBeTruthy();
  });
});
