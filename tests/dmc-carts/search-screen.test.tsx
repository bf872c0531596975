/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ActivitySearchScreen } from "@/components/dmc-carts/activity-search-screen";
import { ToastProvider } from "@/components/ui/toast";
import type { TCart } from "@/lib/contracts/dmc-carts";

/*
 * Issue 25 on the activity search screen (the server's side is in cart-shape.int.test.ts): an opened
 * cart fills the search with its city, dates and party and prices for its user; adding asks for the
 * day, time slot and transfer and keeps the cart's party; a duplicate moves the address to the new cart.
 * The network is the browser's fetch, answered here as the API would.
 */

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  window.localStorage.clear();
});

const cart = (id: number): TCart => ({
  id,
  startDate: "2026-12-05",
  endDate: "2026-12-08",
  adults: 2,
  children: 1,
  status: "new",
  remarks: "",
  userId: 3,
  userName: "Asha Agent",
  companyName: "Acme Travels",
  createdAt: "2026-11-24T10:00:00.000Z",
  cityId: 2,
  pricesFor: "Prices for Acme Travels (market: India)",
  kartId: null,
  quotationId: null,
  warnings: [],
  cartItems: { tourOptionCart: [], hotelCart: [] },
  totals: [],
  hasPriceChanges: false,
});

const searchAnswer = {
  cityId: 2,
  cityName: "Dubai",
  pricesFor: { userId: 3, label: "Prices for Acme Travels (market: India)" },
  explanation: { market: "Market India: Asha Agent's market", markup: "No activity markup" },
  result: [
    {
      id: 5,
      name: "Burj Khalifa",
      description: "",
      area: null,
      isTransferRequired: false,
      tourOptions: [{ id: 9, name: "At the Top", description: "", hasMeal: false, hasGuide: false, hasTicket: true, timeSlots: ["Before 11AM", "After 9PM"], pickupTime: null, dropTime: null, isPriced: true, priceError: null, totals: [{ currency: "USD", amount: 135 }] }],
    },
  ],
};

type Call = { path: string; body: Record<string, unknown> };

function answerAsTheApi(calls: Call[]) {
  global.fetch = jest.fn(async (url: string, init: { body?: string }) => {
    const path = new URL(url, "http://localhost").pathname;
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    let data: unknown = {};
    if (path.endsWith("/getCartData")) data = { cart: cart(Number(body.cartId)) };
    if (path.endsWith("/searchActivitiesByCityId")) data = searchAnswer;
    if (path.endsWith("/duplicateCart")) data = { cartId: 8, cart: cart(8), message: "Successfully, Duplicated the cart" };
    if (path.endsWith("/addToCart")) data = { cartId: 7, cart: cart(7), message: "Successfully, Added to cart" };
    const text = JSON.stringify({ success: true, data });
    return { ok: true, status: 200, text: async () => text, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
}

function renderScreen(openedCartId: number) {
  window.history.replaceState(null, "", `/activities/search?cartId=${openedCartId}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ActivitySearchScreen
          cities={[{ id: 1, name: "Abu Dhabi", cityCode: "AUH" }, { id: 2, name: "Dubai", cityCode: "DXB" }]}
          today="2026-11-28"
          permissions={{ canDuplicate: true, canUpdateStatus: false, canUpdateRemarks: false, canAssignUser: false }}
          openedCartId={openedCartId}
          initialCityId={1}
        />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("the activity search with an open cart", () => {
  it("loads the cart's city, dates and party into the search and searches at the cart user's prices", async () => {
    const calls: Call[] = [];
    answerAsTheApi(calls);
    renderScreen(7);
    await waitFor(() => expect((screen.getByLabelText("Adults") as HTMLInputElement).value).toBe("2"));
    expect((screen.getByLabelText("Children") as HTMLInputElement).value).toBe("1");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-12-05");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-12-08");
    expect((screen.getByLabelText("City") as HTMLSelectElement).value).toBe("2");
    await waitFor(() => expect(screen.getByTestId("prices-for").textContent).toBe("Prices for Acme Travels (market: India)"));
    expect(calls.find((c) => c.path.endsWith("/searchActivitiesByCityId"))?.body).toMatchObject({ cityId: 2, startDate: "2026-12-05", adults: 2, children: 1, cartId: 7 });
  });

  it("adding asks for the day and time slot and sends the cart's party and dates, whatever the form says", async () => {
    const calls: Call[] = [];
    answerAsTheApi(calls);
    renderScreen(7);
    const option = await screen.findByRole("listitem", { name: "At the Top" });
    fireEvent.change(screen.getByLabelText("Adults"), { target: { value: "1" } });
    expect(screen.getByRole("note").textContent).toContain("05 Dec 2026 to 08 Dec 2026, 2 adult(s), 1 child(ren)");
    fireEvent.click(within(option).getByRole("button", { name: "Add to cart" }));
    const form = within(option).getByRole("form", { name: "Add At the Top" });
    expect(within(form).getAllByRole("option").map((o) => o.textContent)).toEqual(expect.arrayContaining(["05 Dec 2026", "08 Dec 2026", "Before 11AM", "After 9PM", "None (ticket only)", "Shared drop, private pickup"]));
    fireEvent.change(within(form).getByLabelText("Day"), { target: { value: "2026-12-07" } });
    fireEvent.change(within(form).getByLabelText("Time slot"), { target: { value: "After 9PM" } });
    fireEvent.change(within(form).getByLabelText("Transfer"), { target: { value: "PVT" } });
    fireEvent.change(within(form).getByLabelText("Transfer type"), { target: { value: "oneway" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith("/addToCart"))).toBe(true));
    expect(calls.find((c) => c.path.endsWith("/addToCart"))?.body).toEqual({
      cartId: 7,
      startDate: "2026-12-05",
      endDate: "2026-12-08",
      adults: 2,
      children: 1,
      item: { kind: "tourOption", tourOptionId: 9, date: "2026-12-07", timeSlot: "After 9PM", transfer: { sharingBasis: "PVT", transferType: "oneway" } },
    });
  });

  it("a duplicated cart becomes the page's cart: the address follows it", async () => {
    answerAsTheApi([]);
    renderScreen(7);
    fireEvent.click(await screen.findByRole("button", { name: "Duplicate cart" }));
    await waitFor(() => expect(window.location.search).toBe("?cartId=8"));
    expect(window.localStorage.getItem("cartId")).toBe("8");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Cart #8" })).toBeTruthy());
  });
});
