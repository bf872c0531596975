/** @jest-environment jsdom */
// Spec 000 section 8: every flight call the UI makes goes through the flight wrapper, so a 502 says
// 'Request timeout.Please check your netowrk connection.' (not the supplier's text) and a 401 logs
// out to flight search. One test per call path, each against a real HTTP server.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { AirportAutocomplete } from "@/components/flight-search/airport-autocomplete";
import { CalendarFareScreen } from "@/components/flight-search/calendar-fare-screen";
import { FareDetailsDialog } from "@/components/flight-search/fare-details-dialog";
import { FlightSearchForm } from "@/components/flight-search/flight-search-form";
import { SearchResultsScreen } from "@/components/flight-search/search-results-screen";
import { configureApiClient } from "@/lib/api-client";
import { Messages } from "@/lib/constants";
import { makeResult, makeSegment } from "./flight-fixtures";
import { GATEWAY_FAILURE, startUiServer, UNAUTHENTICATED, type Answer, type UiServer } from "./ui-http";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/app/flight/search",
  useSearchParams: () => new URLSearchParams(),
}));

let server: UiServer;
let hooks: { onToast: jest.Mock; onUnauthorized: jest.Mock; onPaymentRequired: jest.Mock; onProgressClose: jest.Mock };

beforeAll(async () => {
  server = await startUiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  hooks = { onToast: jest.fn(), onUnauthorized: jest.fn(), onPaymentRequired: jest.fn(), onProgressClose: jest.fn() };
  configureApiClient(hooks);
});

function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const BOM = { code: "BOM", name: "Chhatrapati Shivaji Maharaj International Airport", city: "Mumbai", cityCode: "BOM", countryName: "India", label: "Mumbai (BOM)" };
const DEL = { code: "DEL", name: "Indira Gandhi International Airport", city: "Delhi", cityCode: "DEL", countryName: "India", label: "Delhi (DEL)" };
const RESULT = makeResult({ price: 4523, resultIndex: "1~A", legs: [[makeSegment({ from: "BOM", to: "DEL", dep: "2030-05-12T06:05:00", airline: "6E", flightNumber: "203" })]] });

/** Each call path: the endpoint and how to make the UI call it. */
const PATHS: [string, string, () => Promise<void>][] = [
  [
    "airports (city autocomplete)",
    "/api/getAirports",
    async () => {
      renderWithQuery(<AirportAutocomplete label="From" value={null} onChange={() => undefined} />);
      fireEvent.focus(screen.getByRole("combobox", { name: "From" }));
    },
  ],
  [
    "search (the search form)",
    "/api/search",
    async () => {
      renderWithQuery(<FlightSearchForm initial={{ origin: BOM, destination: DEL, date: "2030-05-12" }} />);
      fireEvent.click(screen.getByRole("button", { name: "Search Flights" }));
    },
  ],
  [
    "saved-search reload (result page)",
    "/api/getSearchResults",
    async () => {
      renderWithQuery(<SearchResultsScreen searchId="7f1c2b9e-4a57-4f53-9d7e-0c6f1b2a3d4e" query="journeyType=1&origin=BOM&destination=DEL&departureDate=2030-05-12&adt=1&chd=0&inf=0" title="BOM to DEL" userType="travelAgent" />);
    },
  ],
  [
    "fare rules (fare details)",
    "/api/getFareRules",
    async () => {
      renderWithQuery(<FareDetailsDialog searchId="7f1c2b9e-4a57-4f53-9d7e-0c6f1b2a3d4e" results={[RESULT]} userType="travelAgent" onClose={() => undefined} />);
    },
  ],
  [
    "calendar fare",
    "/api/getCalendarFare",
    async () => {
      renderWithQuery(<CalendarFareScreen origin="BOM" destination="DEL" month="2030-05" today="2030-04-20" />);
    },
  ],
];

const answerAll = (answer: Answer) => {
  for (const [, path] of PATHS) server.on(path, () => answer);
};

describe.each(PATHS)("the flight wrapper on %s", (_name, path, start) => {
  it("a 502 says 'Request timeout.Please check your netowrk connection.', never the supplier's text", async () => {
    answerAll(GATEWAY_FAILURE);
    const before = server.received.length;
    await start();
    await waitFor(() => expect(hooks.onToast).toHaveBeenCalledWith("error", Messages.networkTimeout));
    expect(server.received.slice(before).map((r) => r.path)).toContain(path);
    expect(hooks.onToast).not.toHaveBeenCalledWith("error", expect.stringContaining("No supplier answered"));
    expect(screen.queryByText(/No supplier answered/)).toBeNull();
  });

  it("a 401 logs out to flight search (the flight rule)", async () => {
    answerAll(UNAUTHENTICATED);
    await start();
    await waitFor(() => expect(hooks.onUnauthorized).toHaveBeenCalled());
    expect(hooks.onUnauthorized).toHaveBeenCalledWith({ flight: true });
    expect(hooks.onUnauthorized).not.toHaveBeenCalledWith({ flight: false });
  });
});
