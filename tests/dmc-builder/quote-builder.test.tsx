/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { QuoteBuilder } from "@/components/dmc-quotes/quote-builder";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { configureApiClient } from "@/lib/api-client";
import { KartMessages } from "@/lib/contracts/dmc-quotes";

/*
 * The builder shows each validation message once: checked against the shared contract before
 * anything is sent (a rule in the form's alert, no toast), and a refusal only the server can give in
 * the API client's toast only. The API client is wired to the toasts as the app wires it.
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

type Reply = { status: number; body: unknown };
function mockApi(saveReply: Reply) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(String(url));
    const r: Reply = String(url).includes("saveKart") ? saveReply : { status: 200, body: { success: true, data: { records: [] } } };
    return { ok: r.status < 300, status: r.status, text: async () => JSON.stringify(r.body), json: async () => r.body };
  }) as unknown as typeof fetch;
  return calls;
}

const options = { customer: null, customers: [{ id: 5, label: "Asha Agent" }], rooms: [], tourOptions: [] } as never;

function renderBuilder(prefill = { customerId: 5, customerLabel: "Asha Agent", kartName: "Dubai 3 nights", noOfNights: 3, noOfDays: 4 }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Bridge />
        <QuoteBuilder options={options} canEdit canCreateCustomer prefill={prefill} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe("the quotation builder's messages", () => {
  it("shows 'Please select atleast one itinerary' once, in the form, without sending the quotation", async () => {
    const calls = mockApi({ status: 400, body: { success: false, errorCode: "VALIDATION", errorMessage: KartMessages.atleastOne } });
    renderBuilder();
    fireEvent.click(screen.getByRole("button", { name: "Save quotation" }));
    await waitFor(() => expect(screen.getAllByText(KartMessages.atleastOne)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText(KartMessages.atleastOne)).toHaveLength(1);
    expect(calls.filter((c) => c.includes("saveKart"))).toEqual([]);
  });

  it("shows every field error of the contract at once (quotation name, customer, flight fields), each once", async () => {
    mockApi({ status: 200, body: {} });
    renderBuilder({ customerId: 0, customerLabel: "", kartName: "", noOfNights: 3, noOfDays: 4 });
    fireEvent.click(screen.getByRole("button", { name: "Add flight" }));
    fireEvent.click(screen.getByRole("button", { name: "Save quotation" }));
    await waitFor(() => expect(screen.getByText("Please pick a customer")).toBeTruthy());
    // Quotation name, flight airline, number, from and to: five required fields, one message under each.
    expect(screen.getAllByText("This is required field.")).toHaveLength(5);
    expect(screen.getByLabelText("Flight 1 airline").closest("div")?.textContent).toContain("This is required field.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a refusal only the server gives (no exchange rate) once: the API client's toast, not repeated in the form", async () => {
    const message = "No exchange rate from AED to USD: set it in the site's exchange rates";
    mockApi({ status: 400, body: { success: false, errorCode: "VALIDATION", errorMessage: message } });
    renderBuilder();
    fireEvent.click(screen.getByRole("button", { name: "Add miscellaneous" }));
    fireEvent.change(screen.getByLabelText("Miscellaneous 1 name"), { target: { value: "SIM card" } });
    fireEvent.change(screen.getByLabelText("Miscellaneous 1 price (USD)"), { target: { value: "15" } });
    fireEvent.click(screen.getByRole("button", { name: "Save quotation" }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
