/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { QuoteBuilder } from "@/components/dmc-quotes/quote-builder";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { configureApiClient } from "@/lib/api-client";

/*
 * Issue 25 in the builder: the tour-option picker filters by city and searches (defect 18); codes
 * show as words (defect 18); a save refused for a missing exchange rate offers to set it in place,
 * then saves (defect 7). The API client is wired to the toasts as the app wires it.
 */

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

function Bridge() {
  const toast = useToast();
  useEffect(() => configureApiClient({ onToast: (kind, message) => (kind === "success" ? toast.success(message) : toast.error(message)) }), [toast]);
  return null;
}

const opt = (tourOptionId: number, activityName: string, name: string, cityId: number, cityName: string) => ({ tourOptionId, name, activityId: tourOptionId * 10, activityName, label: `${activityName}: ${name}`, cityId, cityName });
const options = {
  customer: null,
  rooms: [],
  tourOptions: [opt(1, "Abu Dhabi City Tour", "Shared tour", 2, "Abu Dhabi"), opt(2, "Burj Khalifa", "At the Top", 1, "Dubai"), opt(3, "Desert Safari", "Evening safari", 1, "Dubai"), opt(4, "Desert Safari", "Overnight safari", 1, "Dubai")],
} as never;

function renderBuilder(canSetRates = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Bridge />
        <QuoteBuilder options={options} canEdit canCreateCustomer canSetRates={canSetRates} prefill={{ customerId: 5, customerLabel: "Asha Agent", kartName: "Dubai 3 nights", noOfNights: 3, noOfDays: 4 }} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

type Call = { url: string; body: unknown };
function mockApi(reply: (url: string, n: number) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(init.body) : null });
    const r = reply(String(url), calls.filter((c) => c.url === String(url)).length);
    return { ok: r.status < 300, status: r.status, text: async () => JSON.stringify(r.body), json: async () => r.body };
  }) as unknown as typeof fetch;
  return calls;
}
const list = { status: 200, body: { success: true, data: { records: [], totalRecords: 0, totalPages: 0, page: 1 } } };
const optionTexts = (select: HTMLElement) => within(select).getAllByRole("option").map((o) => o.textContent);

describe("the builder's tour-option picker and labels", () => {
  it("filters the tour options by city and by a search, grouped by activity", () => {
    mockApi(() => list);
    renderBuilder();
    fireEvent.click(screen.getByRole("button", { name: "Add activity" }));
    const picker = screen.getByLabelText("Activity 1 tour option");
    expect(optionTexts(picker)).toHaveLength(4);
    fireEvent.change(screen.getByLabelText("Activity 1 city"), { target: { value: "1" } });
    // Dubai: the line's option moves to the first Dubai one.
    expect(optionTexts(screen.getByLabelText("Activity 1 tour option"))).toEqual(["At the Top", "Evening safari", "Overnight safari"]);
    fireEvent.change(screen.getByLabelText("Activity 1 search tours"), { target: { value: "safari overnight" } });
    fireEvent.change(screen.getByLabelText("Activity 1 tour option"), { target: { value: "4" } });
    expect(optionTexts(screen.getByLabelText("Activity 1 tour option"))).toEqual(["Overnight safari"]);
    expect((screen.getByLabelText("Activity 1 tour option") as HTMLSelectElement).value).toBe("4");
    expect(within(screen.getByLabelText("Activity 1 tour option")).getByRole("group", { name: "Desert Safari" })).toBeTruthy();
  });

  it("shows sharing bases, transfer types and price breakups in words, never their codes", () => {
    mockApi(() => list);
    renderBuilder();
    fireEvent.click(screen.getByRole("button", { name: "Add activity" }));
    const sharing = optionTexts(screen.getByLabelText("Activity 1 sharing basis"));
    expect(sharing).toContain("Private pickup, shared drop");
    expect(sharing.join(" ")).not.toMatch(/dropSICpickupPVT|\bPVT\b$/);
    expect(optionTexts(screen.getByLabelText("Activity 1 transfer type"))).toEqual(["No transfer", "One way", "Return"]);
    expect(optionTexts(screen.getByLabelText("Price breakup"))).toEqual(["Full (every line priced)", "Partial (per section)", "None (total only)", "No price"]);
  });
});

describe("a missing exchange rate, set in place", () => {
  it("offers the rate's form after the refusal; saving the rate saves the quotation", async () => {
    const refusal = "No exchange rate from INR to USD: set it in the site's exchange rates";
    const calls = mockApi((url, n) => {
      if (url.includes("saveKart"))
        return n === 1
          ? { status: 400, body: { success: false, errorCode: "VALIDATION_ERROR", errorMessage: refusal } }
          : { status: 200, body: { success: true, data: { id: 9, quotationId: "QT-000009", version: 1, totalPrice: 1.2, exchangeRates: { INR: 0.012 }, versions: [], message: "Itinerary saved successfully" } } };
      if (url.includes("getKartById")) return { status: 200, body: { success: true, data: { id: 9, quotationId: "QT-000009", version: 1, totalPrice: 1.2, currency: "USD", exchangeRates: { INR: 0.012 }, versions: [], isVouchered: false, isCancelled: false, kartName: "Dubai 3 nights", noOfNights: 3 } } };
      if (url.includes("saveExchangeRate")) return { status: 200, body: { success: true, data: { id: 1, fromCurrency: "INR", toCurrency: "USD", rate: 0.012, validFrom: "2026-11-28", setBy: "Rita", updatedAt: "", message: "Exchange rate saved" } } };
      return list;
    });
    renderBuilder(true);
    fireEvent.click(screen.getByRole("button", { name: "Add miscellaneous" }));
    fireEvent.change(screen.getByLabelText("Miscellaneous 1 name"), { target: { value: "Desert camp" } });
    fireEvent.change(screen.getByLabelText("Miscellaneous 1 price (USD)"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Save quotation" }));
    const form = await screen.findByRole("form", { name: "Set the missing rate" });
    expect(calls.filter((c) => c.url.includes("saveKart"))).toHaveLength(1);
    expect((within(form).getByLabelText("From currency") as HTMLInputElement).value).toBe("INR");
    expect((within(form).getByLabelText("To currency") as HTMLInputElement).value).toBe("USD");
    fireEvent.change(within(form).getByLabelText(/^Rate/), { target: { value: "0.012" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes("saveKart"))).toHaveLength(2));
    expect(calls.find((c) => c.url.includes("saveExchangeRate"))?.body).toEqual({ fromCurrency: "INR", toCurrency: "USD", rate: 0.012 });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Set the missing rate" })).toBeNull());
    expect(await screen.findByText(/QT-000009 version 1/)).toBeTruthy();
  });

  it("the running total counts a saved quotation's lines in other currencies at its locked rates, and names a currency it cannot convert yet", async () => {
    const kart = { id: 9, quotationId: "QT-000009", version: 1, totalPrice: 272.3, currency: "USD", exchangeRates: { AED: 0.2723 }, versions: [], isVouchered: false, isCancelled: false, customerId: 5, kartName: "Dubai 3 nights", adults: 2, child: 0, infant: 0, noOfNights: 3, noOfDays: 4, serviceCharge: 0, remittanceCharge: 0, discount: 0, collectedPayment: 0, priceBreakup: "full", accomodations: [], activities: [], flights: [], passengers: [], miscellaneous: [{ id: 1, name: "Desert camp", description: "", price: 1000, currency: "AED", startDate: "2026-12-10" }] };
    mockApi((url) => (url.includes("getKartById") ? { status: 200, body: { success: true, data: kart } } : list));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <QuoteBuilder options={options} canEdit canCreateCustomer openId={9} prefill={{}} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("quote-estimate").textContent).toContain("$272.30"));
    fireEvent.click(screen.getByRole("button", { name: "Add miscellaneous" }));
    fireEvent.change(screen.getByLabelText("Miscellaneous 2 name"), { target: { value: "SIM card" } });
    fireEvent.change(screen.getByLabelText("Miscellaneous 2 price (USD)"), { target: { value: "15" } });
    await waitFor(() => expect(screen.getByTestId("quote-estimate").textContent).toContain("$287.30"));
    expect(screen.getByTestId("quote-estimate").textContent).not.toContain("Plus the lines");
  });

  it("without the right to set rates, says whom to ask and offers no form", async () => {
    mockApi((url) => (url.includes("saveKart") ? { status: 400, body: { success: false, errorCode: "VALIDATION_ERROR", errorMessage: "No exchange rate from INR to USD: set it in the site's exchange rates" } } : list));
    renderBuilder(false);
    fireEvent.click(screen.getByRole("button", { name: "Add miscellaneous" }));
    fireEvent.change(screen.getByLabelText("Miscellaneous 1 name"), { target: { value: "Desert camp" } });
    fireEvent.change(screen.getByLabelText("Miscellaneous 1 price (USD)"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Save quotation" }));
    expect(await screen.findByText(/ask someone who manages the site's exchange rates/)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Set the missing rate" })).toBeNull();
  });
});
