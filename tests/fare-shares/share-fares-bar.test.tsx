/** @jest-environment jsdom */
// Share fares on the results (issue 16, decision 0051): an agent ticks fares (in the row and in the
// opened fare families), the bar counts them, the dialog shows the customer's prices with the agent's
// markup and posts the ticked resultIndexes; the link comes back to copy. Customers get no boxes.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SearchResultsScreen } from "@/components/flight-search/search-results-screen";
import { configureApiClient } from "@/lib/api-client";
import type { TFlightResult, TSearchResponse } from "@/lib/contracts/flights";
import { makeResult, makeSegment } from "../flights/flight-fixtures";
import { ok, startUiServer, type UiServer } from "../flights/ui-http";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), usePathname: () => "/app/flight/searchResult/x", useSearchParams: () => new URLSearchParams() }));

const SEARCH_ID = "0b8e4c52-7d0a-4f4e-8f39-4f2f2f1f9a22";
const D = "2030-05-12";
const leg = (airline: string, dep: string) => [makeSegment({ from: "BOM", to: "DEL", dep: `${D}T${dep}:00`, airline, flightNumber: "201" })];
const RESULTS: TFlightResult[] = [
  { ...makeResult({ price: 5000, resultIndex: "1~S", legs: [leg("6E", "06:00")] }), fareName: "Saver" },
  { ...makeResult({ price: 6000, resultIndex: "1~F", legs: [leg("6E", "06:00")] }), fareName: "Flexi" },
  { ...makeResult({ price: 5500, resultIndex: "1~A", legs: [leg("AI", "09:00")] }), fareName: "Economy" },
];
const answer: TSearchResponse = { searchId: SEARCH_ID, traceId: SEARCH_ID, journeyType: 1, isDomestic: true, results: [RESULTS], unavailableSources: [] };
const QUERY = `journeyType=1&origin=BOM&destination=DEL&departureDate=${D}&adt=1&chd=0&inf=0`;

let server: UiServer;
beforeAll(async () => {
  server = await startUiServer();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterAll(() => server.close());
beforeEach(() => {
  configureApiClient({});
  window.localStorage.clear();
});

function open(userType: string) {
  server.on("/api/getSearchResults", () => ok(answer));
  window.history.replaceState(null, "", `/app/flight/searchResult/${SEARCH_ID}?${QUERY}`);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SearchResultsScreen searchId={SEARCH_ID} query={QUERY} title="BOM to DEL" userType={userType} />
    </QueryClientProvider>,
  );
}

describe("share fares on the results", () => {
  it("an agent ticks a row's fare and another fare family, and shares them with a markup", async () => {
    let posted: unknown = null;
    server.on("/api/fareShare/create", ({ body }) => {
      posted = body;
      return ok({ shareId: 1, path: "/flight/offer/abc", expiresAt: "2030-05-01T00:00:00.000Z", emailed: true, message: "Fares shared by email." });
    });
    open("travelAgent");
    await screen.findAllByRole("article");
    expect(screen.queryByRole("region", { name: "Share fares" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: /^Share .*Economy, ₹5,500\.00$/ }));
    const indigo = screen.getAllByRole("article").find((a) => a.getAttribute("aria-label")!.includes("₹5,000.00"))!;
    fireEvent.click(within(indigo).getByRole("button", { name: "2 fares" }));
    fireEvent.click(within(indigo).getByRole("checkbox", { name: /Flexi, ₹6,000\.00$/ }));
    const bar = screen.getByRole("region", { name: "Share fares" });
    expect(bar.textContent).toContain("2 fares picked");

    fireEvent.click(within(bar).getByRole("button", { name: "Share fares" }));
    const dialog = await screen.findByRole("dialog", { name: "Share fares with your customer" });
    fireEvent.change(within(dialog).getByLabelText("Your markup per booking (INR)"), { target: { value: "250" } });
    fireEvent.change(within(dialog).getByLabelText("Customer email (optional)"), { target: { value: "guest@example.test" } });
    const listed = within(within(dialog).getByRole("list", { name: "Fares to share" })).getAllByRole("listitem");
    expect(listed.map((li) => li.textContent)).toEqual([expect.stringMatching(/Economy₹5,750\.00$/), expect.stringMatching(/Flexi₹6,250\.00$/)]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Email the fares" }));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toContain("Fares shared by email."));
    expect(posted).toEqual({ searchId: SEARCH_ID, resultIndexes: ["1~A", "1~F"], markup: 250, email: "guest@example.test" });
    expect(within(dialog).getByTestId("share-link-url").textContent).toBe(`${window.location.origin}/flight/offer/abc`);
    expect(window.localStorage.getItem("wayfare-share-markup")).toBe("250");
  });

  it("shows the server's message on the field; unticking and Clear empty the bar", async () => {
    server.on("/api/fareShare/create", () => ({ status: 400, body: { success: false, errorMessage: "Please enter a valid email", shortError: { email: "Please enter a valid email" } } }));
    open("travelAgent");
    await screen.findAllByRole("article");
    const box = screen.getByRole("checkbox", { name: /Economy, ₹5,500\.00$/ });
    fireEvent.click(box);
    fireEvent.click(within(screen.getByRole("region", { name: "Share fares" })).getByRole("button", { name: "Share fares" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Customer email (optional)"), { target: { value: "nope" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Email the fares" }));
    expect(await within(dialog).findByText("Please enter a valid email")).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.click(box);
    expect(screen.queryByRole("region", { name: "Share fares" })).toBeNull();
    fireEvent.click(box);
    fireEvent.click(within(screen.getByRole("region", { name: "Share fares" })).getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("region", { name: "Share fares" })).toBeNull();
  });

  it("customers get no share boxes", async () => {
    open("retail");
    await screen.findAllByRole("article");
    expect(screen.queryAllByRole("checkbox", { name: /^Share / })).toHaveLength(0);
  });
});
