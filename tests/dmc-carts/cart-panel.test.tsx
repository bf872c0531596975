/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CartPanel } from "@/components/dmc-carts/cart-panel";
import { ToastProvider } from "@/components/ui/toast";
import type { TCart } from "@/lib/contracts/dmc-carts";

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

const item = (extra: Partial<TCart["cartItems"]["tourOptionCart"][number]>) => ({
  id: 1,
  kind: "tourOption" as const,
  label: "Marina dhow cruise with dinner",
  tourOptionId: 9,
  roomTypeId: null,
  date: "2026-12-11",
  nights: null,
  rooms: null,
  timeSlot: null as string | null,
  transfer: null as { sharingBasis: string; transferType: string } | null,
  is_optional: false,
  price: [{ currency: "USD", amount: 80 }],
  currentPrice: [{ currency: "USD", amount: 80 }],
  priceChanged: false,
  priceError: null,
  ...extra,
});

const cart = (items: ReturnType<typeof item>[], extra: Partial<TCart> = {}): TCart => ({
  id: 7,
  startDate: "2026-12-10",
  endDate: "2026-12-13",
  adults: 2,
  children: 0,
  status: "new",
  remarks: "",
  userId: 3,
  userName: "Asha Agent",
  companyName: "Demo Agency",
  createdAt: "2026-11-24T10:00:00.000Z",
  cityId: 1,
  pricesFor: "Your prices",
  kartId: null,
  quotationId: null,
  warnings: [],
  cartItems: { tourOptionCart: items, hotelCart: [] },
  totals: [{ currency: "USD", amount: 80 }],
  hasPriceChanges: items.some((i) => i.priceChanged),
  ...extra,
});

const none = { canDuplicate: false, canUpdateStatus: false, canUpdateRemarks: false, canAssignUser: false };

function renderPanel(c: TCart, permissions: typeof none & { canMakeQuotation?: boolean } = none) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CartPanel cart={c} permissions={permissions} onCartChange={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("the cart panel", () => {
  it("shows a changed price as old → new with Accept new prices, and keeps the total on the accepted price", () => {
    renderPanel(cart([item({ currentPrice: [{ currency: "USD", amount: 90 }], priceChanged: true })]));
    expect(screen.getByLabelText("Price changed").textContent).toMatch(/\$80\.00 → \$90\.00/);
    expect(screen.getByRole("button", { name: "Accept new prices" })).toBeTruthy();
    expect(screen.getByTestId("cart-total").textContent).toBe("$80.00");
  });

  it("shows no staff controls to an agent, and 'Failed to update status/remarks/userId' to staff when a change fails", async () => {
    renderPanel(cart([item({})]));
    expect(screen.queryByLabelText("Status")).toBeNull();
    const body = { success: false, errorCode: "INTERNAL", errorMessage: "Some error occurred" };
    global.fetch = jest.fn(async () => ({ ok: false, status: 500, text: async () => JSON.stringify(body), json: async () => body })) as unknown as typeof fetch;
    renderPanel(cart([item({})]), { ...none, canUpdateStatus: true });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "quoted" } });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to update status/remarks/userId"));
  });

  it("says items in words and one date format: day, time slot and transfer labels instead of codes (issue 25)", () => {
    renderPanel(cart([item({ timeSlot: "After 9PM", transfer: { sharingBasis: "dropSICpickupPVT", transferType: "oneway" } })], { warnings: ["11 Dec 2026: A (19:30–22:30) and B (After 9PM) overlap (same evening or time slot)"] }));
    const row = screen.getByRole("listitem", { name: "Marina dhow cruise with dinner" });
    expect(row.textContent).toContain("11 Dec 2026 · After 9PM · Transfer: Shared drop, private pickup, one way");
    const panel = screen.getByRole("region", { name: "Cart" }).textContent ?? "";
    expect(panel).not.toMatch(/dropSICpickupPVT|oneway|2026-12-1\d/);
    expect(panel).toContain("10 Dec 2026 to 13 Dec 2026");
    expect(screen.getByRole("list", { name: "Warnings" }).textContent).toContain("overlap");
  });

  it("offers Make quotation (the builder prefilled from the cart) and the quotation's reference to staff who build quotations, never to an agent", () => {
    renderPanel(cart([item({})], { kartId: 42, quotationId: "QT-0042", pricesFor: "Prices for Demo Agency (market: India)" }), { ...none, canMakeQuotation: true });
    expect(screen.getByRole("link", { name: "Make quotation" }).getAttribute("href")).toBe("/staff/dmc-quotes?cart=7");
    expect(screen.getByRole("link", { name: "Quotation QT-0042" }).getAttribute("href")).toBe("/staff/dmc-quotes?quotation=42");
    expect(screen.getByText("Prices for Demo Agency (market: India)")).toBeTruthy();
  });

  it("shows an agent no Make quotation", () => {
    renderPanel(cart([item({})], { kartId: 42, quotationId: "QT-0042" }));
    expect(screen.queryByRole("link", { name: "Make quotation" })).toBeNull();
  });
});
