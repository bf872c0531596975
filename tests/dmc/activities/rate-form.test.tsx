/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { RateForm } from "@/components/dmc/activities/rate-form";

const markets = [{ id: 7, name: "India", isDefault: true }];

function renderForm(kind: "ticket" | "transfer", onDone = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RateForm kind={kind} tourOptionId={3} markets={markets} onDone={onDone} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return onDone;
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the ticket and transfer rate form", () => {
  it("sends the amounts as typed, in major units (the server converts to minor units once), and hands back the sheet warnings", async () => {
    const body = { success: true, data: { rate: {}, warnings: ["No rate from 1 Jul 2026 to 31 Jul 2026 in India"], message: "Rate saved successfully" } };
    const sent: { url: string; body: unknown }[] = [];
    const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const onDone = renderForm("ticket");
    fill(/Description/, "Entry");
    fill(/Adult amount/, "99.5");
    fill(/Child amount/, "40.25");
    fill(/Valid from/, "2026-01-01");
    fill(/Valid till/, "2027-12-31");
    fireEvent.click(screen.getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(["No rate from 1 Jul 2026 to 31 Jul 2026 in India"]));
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toContain("/api/dmc/saveActivityTicketRates");
    expect(sent[0].body).toMatchObject({ tourOptionId: 3, marketId: 7, adultAmount: 99.5, childAmount: 40.25, currency: "USD" });
  });

  it("shows the private-sharing pax messages with the other errors, without calling the server", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    renderForm("transfer");
    fireEvent.change(screen.getByLabelText(/Sharing basis/), { target: { value: "PVT" } });
    fill(/Valid till/, "");
    fireEvent.click(screen.getByRole("button", { name: "Save rate" }));
    expect(await screen.findByText("minPax must be required if sharingBasis is 'private'")).toBeTruthy();
    expect(screen.getByText("maxPax must be required if sharingBasis is 'private'")).toBeTruthy();
    expect(screen.getByText("String must contain at least 1 character(s)")).toBeTruthy();
    expect(screen.getByText("This is required field.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
