/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QuoteBuilder } from "@/components/dmc-quotes/quote-builder";
import { checkDraft, emptyDraft, fromKart, toBody } from "@/components/dmc-quotes/kart-form";
import { UnpricedFlag } from "@/components/dmc-quotes/quote-lines";
import { ToastProvider } from "@/components/ui/toast";

/*
 * Issue 25 in the builder (decision 0062): the trip rule (defect 17) is the shared contract's, so the
 * form shows it before anything is sent; a line the server found unpriced (defect 6) is marked on the
 * line with its reason.
 */

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

describe("the trip rule in the builder", () => {
  it("checkDraft answers the shared rule naming the line", () => {
    const d = emptyDraft();
    d.h = { ...d.h, customerId: 5, kartName: "Dubai", arrivalDate: "2026-12-05", noOfDays: 4, noOfNights: 3 };
    d.misc = [{ name: "Desert dinner", description: "", price: 10, currency: "USD", startDate: "2027-03-14" }];
    expect(checkDraft(d).rule).toBe("Miscellaneous 1 (Desert dinner) on 14 Mar 2027 is outside the trip (5 Dec 2026 to 8 Dec 2026)");
    d.h = { ...d.h, noOfDays: 2, noOfNights: 9 };
    expect(checkDraft(d).rule).toBe("9 nights do not fit a trip of 2 days: it has 1 or 2 nights");
  });

  it("shows it once in the form and sends nothing", async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      calls.push(String(url));
      return { ok: true, status: 200, text: async () => "{}", json: async () => ({}) };
    }) as unknown as typeof fetch;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = { customer: null, customers: [], rooms: [], tourOptions: [] } as never;
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <QuoteBuilder options={options} canEdit canCreateCustomer prefill={{ customerId: 5, customerLabel: "Asha Agent", kartName: "Dubai", noOfNights: 9, noOfDays: 2 }} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Add miscellaneous" }));
    fireEvent.change(screen.getByLabelText("Miscellaneous 1 name"), { target: { value: "SIM card" } });
    fireEvent.click(screen.getByRole("button", { name: "Save quotation" }));
    await waitFor(() => expect(screen.getAllByText("9 nights do not fit a trip of 2 days: it has 1 or 2 nights")).toHaveLength(1));
    expect(calls.filter((c) => c.includes("saveKart"))).toEqual([]);
  });
});

describe("an unpriced line in the builder", () => {
  it("a saved quotation's unpriced line opens with the server's reason, which never goes back in the save body", () => {
    const d = fromKart({
      id: 9,
      customerId: 5,
      kartName: "Dubai",
      accomodations: [{ accomodationId: 1, roomTypeId: 2, noOfNights: 3, price: 0, currency: "USD", transfers: [], unpricedReason: "Night of 5 Dec 2026: No room rate applies" }],
      activities: [{ tourOptionId: 3, price: 40, currency: "USD", transfers: [], unpricedReason: null }],
    });
    expect(d.acc[0].unpricedReason).toBe("Night of 5 Dec 2026: No room rate applies");
    expect(d.act[0].unpricedReason).toBeNull();
    const body = toBody(d);
    expect(JSON.stringify(body)).not.toContain("unpricedReason");
  });

  it("is marked on the line with its reason; a priced line is not", () => {
    const { rerender } = render(<UnpricedFlag label="Activity 2" line={{ unpricedReason: "Ticket: No ticket rate applies" }} />);
    expect(screen.getByText(/Activity 2 is not fully priced: Ticket: No ticket rate applies/)).toBeTruthy();
    rerender(<UnpricedFlag label="Activity 2" line={{ unpricedReason: null }} />);
    expect(screen.queryByText(/not fully priced/)).toBeNull();
  });
});
