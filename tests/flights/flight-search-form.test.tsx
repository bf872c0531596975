/** @jest-environment jsdom */
// The search form against a real HTTP server: 'This is required field.' only for empty fields, a
// field's message goes when the field is fixed, no schema text; a multi-city search sends its
// segments alone; the calendar fares are one click away with the route.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FlightSearchForm } from "@/components/flight-search/flight-search-form";
import { configureApiClient } from "@/lib/api-client";
import { ok, startUiServer, type UiServer } from "./ui-http";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/app/flight/search",
  useSearchParams: () => new URLSearchParams(),
}));

const REQUIRED = "This is required field.";
const SCHEMA_TEXT = /Invalid input|expected|received|Too (small|big)|3-letter/i;
const airport = (code: string, city: string) => ({ code, name: `${city} Airport`, city, cityCode: code, countryName: "India", label: `${city} (${code})` });
const AIRPORTS = [airport("BOM", "Mumbai"), airport("DEL", "Delhi"), airport("BLR", "Bengaluru"), airport("MAA", "Chennai")];
const SEARCH_ID = "5d0f3f8e-2a51-4d8e-9e57-3b1c3f3a2b10";

let server: UiServer;
beforeAll(async () => {
  server = await startUiServer();
  server.on("/api/getAirports", ({ body }) => {
    const q = String((body as { query?: string }).query ?? "").toLowerCase();
    return ok({ result: AIRPORTS.filter((a) => a.city.toLowerCase().startsWith(q) || a.code.toLowerCase() === q) });
  });
  server.on("/api/search", () => ok({ searchId: SEARCH_ID, traceId: SEARCH_ID, journeyType: 3, isDomestic: true, results: [[]], unavailableSources: [] }));
});
afterAll(() => server.close());
beforeEach(() => {
  configureApiClient({});
  router.push.mockClear();
});

function renderForm(props: Parameters<typeof FlightSearchForm>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FlightSearchForm {...props} />
    </QueryClientProvider>,
  );
}

/** The messages shown under a field (its label's container). */
const errorsOf = (name: string | RegExp) => {
  const field = screen.getByLabelText(name);
  const container = field.closest("div, label")!;
  return within(container as HTMLElement)
    .queryAllByRole("alert")
    .map((a) => a.textContent);
};

async function pick(label: string, typed: string, code: string) {
  const box = screen.getByRole("combobox", { name: label });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: typed } });
  const option = await screen.findByRole("option", { name: new RegExp(`\\(${code}\\)`) }, { timeout: 3000 });
  fireEvent.mouseDown(option);
  await waitFor(() => expect(box).toHaveProperty("value", expect.stringContaining(`(${code})`)), { timeout: 3000 });
}

describe("FlightSearchForm: messages", () => {
  it("empty fields say 'This is required field.'; a field's message goes when it is filled", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Search Flights" }));
    expect(errorsOf("From")).toEqual([REQUIRED]);
    expect(errorsOf("To")).toEqual([REQUIRED]);
    expect(errorsOf("Departure date")).toEqual([REQUIRED]);
    expect(server.received.filter((r) => r.path === "/api/search")).toHaveLength(0);

    await pick("From", "Mum", "BOM");
    expect(errorsOf("From")).toEqual([]);
    expect(errorsOf("To")).toEqual([REQUIRED]);
    fireEvent.change(screen.getByLabelText("Departure date"), { target: { value: "2030-05-12" } });
    expect(errorsOf("Departure date")).toEqual([]);
    for (const alert of screen.queryAllByRole("alert")) expect(alert.textContent).not.toMatch(SCHEMA_TEXT);
  });

  it("a server's field message shows under its field, without the field's name", async () => {
    server.on("/api/search", () => ({ status: 400, body: { success: false, errorCode: "VALIDATION_ERROR", errorMessage: "departureDate: The date cannot be in the past", message: "departureDate: The date cannot be in the past", shortError: { departureDate: "The date cannot be in the past" } } }));
    renderForm({ initial: { origin: AIRPORTS[0], destination: AIRPORTS[1], date: "2030-05-12" } });
    fireEvent.click(screen.getByRole("button", { name: "Search Flights" }));
    await waitFor(() => expect(errorsOf("Departure date")).toEqual(["The date cannot be in the past"]));
    fireEvent.change(screen.getByLabelText("Departure date"), { target: { value: "2030-05-13" } });
    expect(errorsOf("Departure date")).toEqual([]);
    server.on("/api/search", () => ok({ searchId: SEARCH_ID, traceId: SEARCH_ID, journeyType: 1, isDomestic: true, results: [[]], unavailableSources: [] }));
  });
});

describe("FlightSearchForm: multi-city", () => {
  it("sends the segments alone (no top-level route to contradict them)", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "Multi city" }));
    await pick("From (flight 1)", "Mum", "BOM");
    await pick("To (flight 1)", "Del", "DEL");
    fireEvent.change(screen.getByLabelText("Departure date (flight 1)"), { target: { value: "2030-05-12" } });
    await pick("From (flight 2)", "Del", "DEL");
    await pick("To (flight 2)", "Ben", "BLR");
    fireEvent.change(screen.getByLabelText("Departure date (flight 2)"), { target: { value: "2030-05-14" } });
    const before = server.received.length;
    fireEvent.click(screen.getByRole("button", { name: "Search Flights" }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const sent = server.received.slice(before).find((r) => r.path === "/api/search")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ journeyType: 3, segments: [{ origin: "BOM", destination: "DEL", departureDate: "2030-05-12" }, { origin: "DEL", destination: "BLR", departureDate: "2030-05-14" }] });
    expect(sent).not.toHaveProperty("origin");
    expect(sent).not.toHaveProperty("destination");
    expect(sent).not.toHaveProperty("departureDate");
    expect(router.push.mock.calls[0][0]).toMatch(/segments=BOM-DEL-2030-05-12_DEL-BLR-2030-05-14/);
  });
});

describe("FlightSearchForm: calendar fares", () => {
  it("links to the calendar fares of the chosen route and month", () => {
    renderForm({ initial: { origin: AIRPORTS[0], destination: AIRPORTS[1], date: "2030-05-12" } });
    fireEvent.click(screen.getByRole("button", { name: "Calendar fares" }));
    expect(router.push).toHaveBeenCalledWith("/app/flight/calendarFareResult?origin=BOM&destination=DEL&month=2030-05");
  });

  it("asks for the route first", () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Calendar fares" }));
    expect(router.push).not.toHaveBeenCalled();
    expect(errorsOf("From")).toEqual([REQUIRED]);
    expect(errorsOf("To")).toEqual([REQUIRED]);
  });
});
